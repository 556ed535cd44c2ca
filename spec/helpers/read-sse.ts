/** Reads a whole Server-Sent Events response with a real SSE parser. */
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export async function readEvents(res: Response): Promise<{ event: string; data: any }[]> {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (e) => events.push(e) });
  const decoder = new TextDecoder();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk, { stream: true }));
  return events.map((e) => ({ event: e.event ?? 'message', data: JSON.parse(e.data) }));
}
