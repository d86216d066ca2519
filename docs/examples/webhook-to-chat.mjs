// A webhook receiver that posts each new lead to a chat channel (Slack or Mattermost incoming webhook).
// Run it where the site can reach it: npm install standardwebhooks && node webhook-to-chat.mjs
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.LEADS_WEBHOOK_SECRET); // the site's secret, whsec_...
const seen = new Set(); // event ids already handled: a retried event comes again with the same id

http
  .createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      let event;
      try {
        event = webhook.verify(body, req.headers); // checks the signature and the time
      } catch {
        return res.writeHead(401).end();
      }
      if (!seen.has(req.headers['webhook-id'])) {
        const { name, email, company } = event.data;
        const text = `${event.type}: ${name ?? ''} <${email}> ${company ?? ''}`;
        const chat = await fetch(process.env.CHAT_WEBHOOK_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
        if (!chat.ok) return res.writeHead(502).end(); // the site tries again later
        seen.add(req.headers['webhook-id']);
      }
      res.writeHead(204).end();
    });
  })
  .listen(Number(process.env.PORT ?? 8787));
