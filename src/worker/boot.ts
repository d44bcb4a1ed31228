// The page's first script: start the tokenizer worker now, while the main bundle still loads.
import { startTokenizerWorker } from './client.ts';

startTokenizerWorker();
