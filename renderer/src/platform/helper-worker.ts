/**
 * A search helper worker (root-parallel search in the app, `helper-search.ts`): the engine worker starts it and
 * talks to it with Comlink. It holds one search at a time and never touches the game itself.
 */
import * as Comlink from 'comlink';
import { HelperSearch } from '../../../session/helper-search';

Comlink.expose(new HelperSearch());
