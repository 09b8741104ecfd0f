/** Entry point of the command line: `tsx cli/run.ts <command>` (see cli/main.ts). */
import { main } from './main';

process.exitCode = main(process.argv.slice(2));
