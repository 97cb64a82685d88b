import { afterEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/error';
import { eventSchema } from '../../contract/events';
import { createdPatSchema } from '../../contract/pat';
import type { FeedSettings } from '../live/eventFeed';
import { openStream, type ReceivedMessage, type StreamClient } from '../test/eventStreamClient';
import { sessionCookie, startTestService, tokens, type TestService } from '../test/harness';

/*
 * The live stream over real sockets: what it sends, to whom, from where a client resumes, and when
 * it ends. Tests shorten the feed's intervals; every wait is for a message, never for a time.
 */
const services: TestService[] = [];
const streams: StreamClient[] = [];
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  for (const service of services.splice(0)) await service.close();
});

const quick: Partial<FeedSettings> = { pollMs: 20, checkMs: 20, heartbeatMs: 50 };

async function listening(liveFeed: Partial<FeedSettings> = quick, requestTimeoutMs?: number) {
  const service = await startTestService({ app: { liveFeed, ...(requestTimeoutMs === undefined ? {} : { requestTimeoutMs }) } });
  services.push(service);
  const base = await service.app.listen({ port: 0, host: '127.0.0.1' });
  const stream = async (headers: Record<string, string>) => {
    const client = await openStream(`${base}/api/admin/events/stream`, headers);
    streams.push(client);
    return client;
  };
  return { service, base, stream };
}

const eventOf = (message: ReceivedMessage) => eventSchema.parse(JSON.parse(message.data ?? 'null'));
const isEvent = (type: string, featureName?: string) => (message: ReceivedMessage) =>
  message.event === undefined && message.data !== undefined && eventOf(message).type === type && (featureName === undefined || eventOf(message).featureName === featureName);

describe('GET /api/admin/events/stream', () => {
  it('sends ready, then each event recorded elsewhere with its id, who made it and what it changed', async () => {
    const { service, stream } = await listening();
    await service.createFlag('default', 'live-flag');
    const client = await stream({ authorization: service.pats.Viewer });
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toContain('text/event-stream');
    const ready = await client.next((message) => message.event === 'ready');
    await service.call('POST', '/api/admin/projects/default/features/live-flag/environments/development/on', { token: service.pats.Admin });
    const message = await client.next(isEvent('feature-environment-enabled', 'live-flag'));
    const event = eventOf(message);
    expect(Number(message.id)).toBe(event.id);
    expect(event.id).toBeGreaterThan(Number(ready.id));
    expect(event).toMatchObject({ project: 'default', environment: 'development', createdBy: 'test-admin' });
  });

  it('resumes after Last-Event-ID with the events missed, in order, and says reset when they are more than it keeps for a client', async () => {
    const { service, stream } = await listening({ ...quick, backlog: 3 });
    const first = await stream({ authorization: tokens.admin });
    const ready = await first.next((message) => message.event === 'ready');
    first.close();
    for (const name of ['missed-a', 'missed-b']) await service.createFlag('default', name);
    const resumed = await stream({ authorization: tokens.admin, 'last-event-id': ready.id ?? '' });
    await resumed.next((message) => message.event === 'ready');
    const created = resumed.messages.filter((message) => message.event === undefined && message.data !== undefined).map((message) => eventOf(message).featureName);
    expect(created).toEqual(['missed-a', 'missed-b']);

    for (const name of ['missed-c', 'missed-d', 'missed-e', 'missed-f']) await service.createFlag('default', name);
    const behind = await stream({ authorization: tokens.admin, 'last-event-id': ready.id ?? '' });
    const reset = await behind.next((message) => message.event === 'reset' || message.event === 'ready');
    expect(reset.event).toBe('reset');
  });

  it('gives someone who is not an admin only the events of projects, as the event search does', async () => {
    const { service, stream } = await listening();
    const viewer = await stream({ authorization: service.pats.Viewer });
    const admin = await stream({ authorization: tokens.admin });
    await viewer.next((message) => message.event === 'ready');
    await admin.next((message) => message.event === 'ready');
    await service.call('POST', '/api/admin/segments', { body: { name: 'live-segment', constraints: [] } });
    await service.createFlag('default', 'after-segment');
    await admin.next(isEvent('segment-created'));
    await viewer.next(isEvent('feature-created', 'after-segment'));
    expect(viewer.messages.some(isEvent('segment-created'))).toBe(false);
  });

  it('ends with signed-out when the session it was opened with signs out', async () => {
    const { service, base, stream } = await listening();
    const client = await stream({ cookie: sessionCookie(service.sessions.Editor) });
    await client.next((message) => message.event === 'ready');
    await fetch(`${base}/logout`, { method: 'POST', headers: { cookie: sessionCookie(service.sessions.Editor), origin: base }, redirect: 'manual' });
    await client.next((message) => message.event === 'signed-out');
    await client.ended;
  });

  it('ends with signed-out when the personal access token it was opened with is deleted', async () => {
    const { service, stream } = await listening();
    const created = await service.call('POST', '/api/admin/user/tokens', {
      token: service.pats.Editor, body: { description: 'stream', expiresAt: new Date(Date.now() + 86_400_000).toISOString() }, answer: createdPatSchema,
    });
    const client = await stream({ authorization: created.answer.secret });
    await client.next((message) => message.event === 'ready');
    const deleted = await service.call('DELETE', `/api/admin/user/tokens/${created.answer.id}`, { token: service.pats.Editor });
    expect(deleted.status).toBe(200);
    await client.next((message) => message.event === 'signed-out');
    await client.ended;
  });

  it('holds as many streams as its bounds allow, and answers 429 with the error body beyond them', async () => {
    const { service, stream } = await listening({ ...quick, maxPerCaller: 1, maxClients: 2 });
    await (await stream({ authorization: service.pats.Editor })).next((message) => message.event === 'ready');
    const second = await stream({ authorization: service.pats.Editor });
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).not.toBeNull();
    await (await stream({ authorization: service.pats.Viewer })).next((message) => message.event === 'ready');
    const third = await stream({ authorization: tokens.admin });
    expect(third.status).toBe(429);
    await third.ended;
  });

  it('refuses an anonymous caller (401) and a Last-Event-ID that is no id (400 naming the header)', async () => {
    const { base } = await listening();
    const anonymous = await fetch(`${base}/api/admin/events/stream`);
    expect(anonymous.status).toBe(401);
    const wrong = await fetch(`${base}/api/admin/events/stream`, { headers: { authorization: tokens.admin, 'last-event-id': 'yesterday' } });
    expect(wrong.status).toBe(400);
    expect(errorBodySchema.parse(await wrong.json()).details?.[0]?.path).toBe('Last-Event-ID');
  });

  it('stays open past the service\'s idle timeout, its heartbeats keeping the connection moving', async () => {
    // With a 200 ms request timeout, a connection idle both ways closes after 800 ms (http/timeouts.ts).
    const { service, stream } = await listening({ pollMs: 20, checkMs: 20 }, 200);
    const client = await stream({ authorization: tokens.admin });
    await client.next((message) => message.event === 'ready');
    // Heartbeats come every 200 ms here (the request timeout's length): twelve of them outlast the idle timeout threefold.
    await client.next(() => client.messages.filter((message) => message.comment).length >= 12);
    await service.createFlag('default', 'still-listening');
    await client.next(isEvent('feature-created', 'still-listening'));
  });
});
