// The page's first script, an entry of its own that shares no chunk with the page's bundle: start
// the tokenizer worker now, while the main bundle still loads (early-worker.ts).
import { startTokenizerWorker } from './early-worker.ts';

startTokenizerWorker();
