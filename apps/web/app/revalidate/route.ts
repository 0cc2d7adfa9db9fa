import { handleRevalidate } from '@/features/content/revalidate';

/** POST {paths, tags} from the API after content changes (header x-revalidate-secret). */
export const POST = handleRevalidate;
