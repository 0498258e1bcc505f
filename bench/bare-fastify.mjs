// The comparison baseline of the isauthenticated benchmark: the same Fastify version as the server with
// one route and nothing else (no logger, no hooks, no plugins), run in its own process like the server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => true);

const port = Number(process.env.PORT ?? 3999);
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`bare fastify listening on ${port}`);

const close = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
