import DNS from 'dns2';

/**
 * A local DNS server (UDP, dns2) answering TXT questions from `records` (host → the TXT strings published there):
 * what a domain's owner has published, for the email setup's Verify to look up through DNS_SERVERS. A host with
 * nothing published answers NOERROR with no record, as a real zone does.
 */
export interface LocalDns {
  /** For DNS_SERVERS: `127.0.0.1:<port>`. */
  server: string;
  records: Map<string, string[]>;
  /** The questions asked, as `TYPE host`. */
  asked: string[];
  publish(host: string, ...values: string[]): void;
  close(): Promise<void>;
}

export async function startLocalDns(port: number): Promise<LocalDns> {
  const records = new Map<string, string[]>();
  const asked: string[] = [];
  const server = DNS.createServer({
    udp: true,
    handle: (request, send) => {
      const response = DNS.Packet.createResponseFromRequest(request);
      for (const q of request.questions) {
        const host = q.name.toLowerCase();
        asked.push(`${q.type === DNS.Packet.TYPE.TXT ? 'TXT' : q.type} ${host}`);
        if (q.type !== DNS.Packet.TYPE.TXT) continue;
        for (const data of records.get(host) ?? []) {
          // One TXT string holds 255 bytes at most: a longer value (a DKIM key) goes as several, as zones serve it.
          const strings = data.match(/.{1,255}/g) ?? [''];
          response.answers.push(DNS.Packet.createResourceFromQuestion(q, { ttl: 60, data: strings }));
        }
      }
      void send(response);
    },
  });
  await server.listen({ udp: { port, address: '127.0.0.1' } });
  return {
    server: `127.0.0.1:${port}`,
    records,
    asked,
    publish: (host, ...values) =>
      records.set(host.toLowerCase(), [...(records.get(host.toLowerCase()) ?? []), ...values]),
    close: () => server.close(),
  };
}
