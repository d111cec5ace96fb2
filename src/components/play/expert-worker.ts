/**
 * The body of a play page's expert worker (games/<id>/expert.worker.ts hands it its game's expert): each message is
 * answered by `answer` (expert-protocol.ts), which checks it first; a message that is no request gets no reply.
 */
import type { Bot } from '../../engine/play/types.ts';
import { answer } from './expert-protocol.ts';

export function serveExpert<V, M>(expert: Bot<V, M>): void {
  addEventListener('message', (event: MessageEvent<unknown>) => {
    const reply = answer(expert, event.data);
    if (reply !== null) postMessage(reply);
  });
}
