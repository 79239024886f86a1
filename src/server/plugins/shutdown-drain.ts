import type { FastifyInstance } from 'fastify';

/**
 * While the app closes, every answer says `Connection: close`: a keep-alive connection whose request was in
 * flight at SIGTERM ends with its answer, instead of holding the shutdown open until its idle timeout.
 * (Connections idle at that moment are closed by the server itself; new ones are no longer accepted.)
 */
export function registerShutdownDrain(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
    app.server.closeIdleConnections?.();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
}
