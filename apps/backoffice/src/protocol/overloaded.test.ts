import Fastify from 'fastify';
import { problem } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { installErrorHandlers } from './error-handler';
import { Overloaded } from './overloaded';

describe('an Overloaded error', () => {
  it('is answered 503 with Retry-After and its message in the envelope, and nothing else', async () => {
    const app = Fastify({ logger: false });
    installErrorHandlers(app, 1024);
    app.post('/busy', async () => {
      throw new Overloaded(problem('SERVICE_BUSY'), 2);
    });
    const reply = await app.inject({ method: 'POST', url: '/busy' });
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe('2');
    expect(reply.json()).toEqual({
      statusCode: 503,
      message: 'Failed',
      errorMessage: 'Too many people are signing in right now. Please try again shortly.',
      errorCode: 'SERVICE_BUSY',
      data: '[]',
    });
    await app.close();
  });
});
