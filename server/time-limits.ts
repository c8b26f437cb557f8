import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problemContentType } from '../src/contracts/problem';
import { problem } from './problem';

/**
 * Time limits on what a client sends (docs/decisions/165-limits-proxies-shutdown.md): a request that
 * stalls, arrives too slowly or breaks the HTTP syntax is answered with a problem written straight to
 * its socket (where no answer has begun on it yet) and its connection is closed.
 */

/** The request each connection is receiving or answering, to tell a stalled body from a slow answer. */
const inFlight = new WeakMap<Socket, { request: FastifyRequest; reply: FastifyReply }>();
/** What each connection had received when its last answer went: more since then is a request begun. */
const bytesAnswered = new WeakMap<Socket, number>();

/** Whether the request's connection was closed (by the client, or here) before its answer could be sent. */
export function connectionGone(request: FastifyRequest): boolean {
  return request.raw.socket?.destroyed === true;
}

/** Writes a problem to the socket, unless an answer has begun on it, and closes the connection. */
function answerOnSocket(socket: Socket, status: number, detail: string) {
  if (socket.writable && !inFlight.get(socket)?.reply.raw.headersSent) {
    const body = JSON.stringify(problem(status, detail));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: ${problemContentType}\r\ncache-control: no-store\r\n` +
        `connection: close\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Node's answer to a broken or late request (its 'clientError'), as a problem. */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ code: error.code }, 'refused a malformed or late request');
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return answerOnSocket(socket, 408, 'The request did not arrive in time.');
  if (error.code === 'HPE_HEADER_OVERFLOW') return answerOnSocket(socket, 431, 'The request headers are too large.');
  answerOnSocket(socket, 400, 'The request is not valid HTTP.');
}

/**
 * Cuts a connection that has been silent for the server's timeout (Fastify's connectionTimeout):
 * a request whose headers or body stopped arriving gets a 408; a request whose answer is still being
 * worked out is left alone; anything else (an idle connection, a client that stopped reading) is closed.
 */
export function cutSilentConnections(app: FastifyInstance, silenceMs: number) {
  app.addHook('onRequest', (request, reply, done) => {
    inFlight.set(request.raw.socket, { request, reply });
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const socket = request.raw.socket;
    if (inFlight.get(socket)?.request === request) inFlight.delete(socket);
    bytesAnswered.set(socket, socket.bytesRead);
    done();
  });
  const stalled = `The request stalled: nothing arrived for ${silenceMs / 1000} s.`;
  app.server.on('timeout', (socket: Socket) => {
    const current = inFlight.get(socket);
    if (!current) {
      // Part of a request's headers came, then nothing.
      if (socket.bytesRead > (bytesAnswered.get(socket) ?? 0)) return answerOnSocket(socket, 408, stalled);
    } else if (!current.reply.raw.headersSent) {
      if (!current.request.raw.complete) return answerOnSocket(socket, 408, stalled);
      if (socket.writableLength === 0) return;
    }
    socket.destroy();
  });
}
