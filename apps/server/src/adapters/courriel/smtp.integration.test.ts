import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creerCourrielSmtp } from './smtp.js';

// Un vrai serveur SMTP local reçoit les messages envoyés par l'adaptateur.
const recus: { de: string; a: string[]; brut: string }[] = [];
let serveur: SMTPServer;
let port: number;

beforeAll(async () => {
  serveur = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(flux, session, rappel) {
      let brut = '';
      flux.on('data', (morceau: Buffer) => {
        brut += morceau.toString('utf8');
      });
      flux.on('end', () => {
        recus.push({
          de: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          a: session.envelope.rcptTo.map((r) => r.address),
          brut,
        });
        rappel();
      });
    },
  });
  await new Promise<void>((resolve) => serveur.listen(0, '127.0.0.1', resolve));
  port = (serveur.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => serveur.close(() => resolve())));

describe('adaptateur SMTP des courriels', () => {
  it('remet le message, avec sa pièce jointe, au serveur SMTP', async () => {
    const port_ = creerCourrielSmtp({
      url: `smtp://127.0.0.1:${port}`,
      expediteur: 'Registre <ne-pas-repondre@registre.test>',
    });
    await port_.envoyer({
      destinataire: 'syndic@exemple.fr',
      sujet: 'Votre code d’activation',
      texte: 'Bonjour, voici votre code.',
      piecesJointes: [
        { nom: 'lettre.pdf', contenu: new TextEncoder().encode('%PDF-1.7 test'), type: 'application/pdf' },
      ],
    });
    expect(recus).toHaveLength(1);
    expect(recus[0]?.de).toBe('ne-pas-repondre@registre.test');
    expect(recus[0]?.a).toEqual(['syndic@exemple.fr']);
    expect(recus[0]?.brut).toContain('lettre.pdf');
    expect(recus[0]?.brut).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('échoue clairement quand le serveur SMTP est injoignable', async () => {
    const port_ = creerCourrielSmtp({ url: 'smtp://127.0.0.1:1', expediteur: 'registre@registre.test' });
    await expect(
      port_.envoyer({ destinataire: 'a@exemple.fr', sujet: 'Test', texte: 'Test' }),
    ).rejects.toThrow();
  });
});
