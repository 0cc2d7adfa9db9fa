#!/usr/bin/env node
// Entry point of `npx jyotish`: registers tsx's ESM loader so the TypeScript sources run directly.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
