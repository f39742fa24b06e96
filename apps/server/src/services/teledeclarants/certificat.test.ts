import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lireCertificatPem, nomDistinctifRfc4514 } from './certificat.js';

const pem = (nom: string) => readFileSync(new URL(`../../test/certificats/${nom}`, import.meta.url), 'utf8');

describe('lecture d’un certificat client au format PEM (ADR 0062)', () => {
  it('extrait sujet et émetteur d’un certificat autosigné (openssl -subj "/CN=Syndic test/O=Cabinet Lumiere/C=FR")', () => {
    const lu = lireCertificatPem(pem('autosigne.pem'));
    expect(lu).toMatchObject({
      ok: true,
      certificat: {
        subjectDn: 'C=FR,O=Cabinet Lumiere,CN=Syndic test',
        issuerDn: 'C=FR,O=Cabinet Lumiere,CN=Syndic test',
      },
    });
  });

  it('distingue sujet et émetteur, garde les accents et échappe la virgule d’une valeur', () => {
    const lu = lireCertificatPem(pem('emis-par-ac.pem'));
    expect(lu.ok && lu.certificat.subjectDn).toBe('CN=Syndic test,O=Cabinet Lumière\\, fils,C=FR');
    expect(lu.ok && lu.certificat.issuerDn).toBe(
      'CN=AC de test du registre,O=Registre des coproprietes,C=FR',
    );
    expect(lu.ok && lu.certificat.empreinteSha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
  });

  it('refuse un certificat expiré, qui était valable à sa date', () => {
    const lu = lireCertificatPem(pem('expire.pem'));
    expect(lu).toEqual({
      ok: false,
      message: 'Le certificat a expiré le 01/01/2021 : déposez un certificat en cours de validité.',
    });
    expect(lireCertificatPem(pem('expire.pem'), new Date('2020-06-01')).ok).toBe(true);
  });

  it.each(['pkcs8', 'pkcs1'] as const)(
    'refuse tout fichier qui contient une clé privée (%s), même avec le certificat',
    (type) => {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const cle =
        type === 'pkcs1'
          ? '-----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY-----'
          : privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const lu = lireCertificatPem(`${pem('autosigne.pem')}\n${cle}`);
      expect(lu.ok).toBe(false);
      expect(!lu.ok && lu.message).toContain('clé privée');
    },
  );

  it('refuse un texte sans certificat et un certificat illisible', () => {
    expect(lireCertificatPem('ceci n’est pas un certificat').ok).toBe(false);
    const abime = lireCertificatPem('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----');
    expect(!abime.ok && abime.message).toBe('Le certificat est illisible : vérifiez le fichier déposé.');
  });

  it('lit le premier certificat d’une chaîne (certificat client puis autorité)', () => {
    const lu = lireCertificatPem(`${pem('emis-par-ac.pem')}${pem('autosigne.pem')}`);
    expect(lu.ok && lu.certificat.subjectDn).toBe('CN=Syndic test,O=Cabinet Lumière\\, fils,C=FR');
  });

  it('écrit le nom distinctif du dernier RDN au premier (RFC 4514)', () => {
    expect(nomDistinctifRfc4514('C=FR\nO=Org\nCN=Nom')).toBe('CN=Nom,O=Org,C=FR');
    expect(nomDistinctifRfc4514('')).toBe('');
  });
});
