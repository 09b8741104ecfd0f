#!/usr/bin/env node
// The `skirmisher` command (FORMATS.md §5): runs cli/run.ts through tsx's loader.
import { register } from 'tsx/esm/api';

register();
await import('../cli/run.ts');
