import DNS from 'dns2';
import { ports } from './ports';

/**
 * The local DNS server the API's DNS_SERVERS points at (support/start-api.mjs): answers TXT questions with what a
 * journey publishes, as a domain owner's DNS host would. A long value goes as several 255-byte strings.
 */
export async function startDns() {
  const records = new Map<string, string[]>();
  const server = DNS.createServer({
    udp: true,
    handle: (request, send) => {
      const response = DNS.Packet.createResponseFromRequest(request);
      for (const q of request.questions) {
        if (q.type !== DNS.Packet.TYPE.TXT) continue;
        for (const value of records.get(q.name.toLowerCase()) ?? []) {
          const data = value.match(/.{1,255}/g) ?? [''];
          response.answers.push(DNS.Packet.createResourceFromQuestion(q, { ttl: 60, data }));
        }
      }
      void send(response);
    },
  });
  await server.listen({ udp: { port: ports.dns, address: '127.0.0.1' } });
  return {
    publish: (host: string, value: string) =>
      records.set(host.toLowerCase(), [...(records.get(host.toLowerCase()) ?? []), value]),
    close: () => server.close(),
  };
}
