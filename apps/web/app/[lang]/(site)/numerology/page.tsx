import { NumerologyPage, calculatorMetadata } from '@/features/calculators/calculator-pages';

// per request: it reads the request (search parameters, cookies or the session), so it is never rendered ahead (see app/[lang]/layout.tsx)
export const dynamic = 'force-dynamic';

export const generateMetadata = calculatorMetadata('numerology');
export default NumerologyPage;
