import { describe, expect, it } from 'vitest';
import { ErreurConfigurationIdentite, lireConfigIdentite, lireMandataires } from './config-identite.js';

describe('configuration de la connexion institutionnelle et des certificats', () => {
  it('lit les mandataires de confiance : adresses et plages CIDR, IPv4 et IPv6', () => {
    const liste = lireMandataires(' 10.0.0.5, 192.168.1.0/24 ,fd00::/8');
    expect(liste.check('10.0.0.5', 'ipv4')).toBe(true);
    expect(liste.check('10.0.0.6', 'ipv4')).toBe(false);
    expect(liste.check('192.168.1.200', 'ipv4')).toBe(true);
    expect(liste.check('fd12::1', 'ipv6')).toBe(true);
    expect(lireMandataires(undefined).check('127.0.0.1', 'ipv4')).toBe(false);
  });

  it('refuse une entrée qui n’est pas une adresse IP ou un préfixe invalide', () => {
    expect(() => lireMandataires('proxy.interne')).toThrow(ErreurConfigurationIdentite);
    expect(() => lireMandataires('10.0.0.0/40')).toThrow(/préfixe invalide/);
  });

  it('interdit le simulateur de certificat en production', () => {
    expect(() => lireConfigIdentite({ SIMULATEUR_CERTIFICAT: '1' }, 'production')).toThrow(
      /interdit en production/,
    );
    expect(lireConfigIdentite({ SIMULATEUR_CERTIFICAT: '1' }, 'development').certificat.simulateur).toBe(
      true,
    );
  });

  it('exige identifiant et secret du client quand un émetteur est configuré', () => {
    expect(() => lireConfigIdentite({ IDENTITE_ISSUER_URL: 'https://idp.exemple' }, 'production')).toThrow(
      /IDENTITE_CLIENT_ID/,
    );
    const { identite } = lireConfigIdentite(
      { IDENTITE_ISSUER_URL: 'https://idp.exemple', IDENTITE_CLIENT_ID: 'a', IDENTITE_CLIENT_SECRET: 'b' },
      'production',
    );
    expect(identite).toMatchObject({ issuerUrl: 'https://idp.exemple', nomService: 'ProConnect' });
    expect(identite.scopes).toContain('openid');
  });
});
