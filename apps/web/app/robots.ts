export { buildRobots as default } from '@/features/content/sitemap';
