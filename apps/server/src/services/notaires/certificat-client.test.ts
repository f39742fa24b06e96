import { describe, expect, it } from 'vitest';
import { analyserDn, decrireCertificat, qualiteDuTitre } from './certificat-client.js';

describe('noms distinctifs des certificats de notaire', () => {
  it('analyse le format RFC 4514 de nginx, avec échappements et caractères accentués', () => {
    expect(analyserDn('CN=Dupont\\, Marie,OU=CRPCEN 75042,O=Office notarial \\C3\\89toile,C=FR')).toEqual([
      ['cn', 'Dupont, Marie'],
      ['ou', 'CRPCEN 75042'],
      ['o', 'Office notarial Étoile'],
      ['c', 'FR'],
    ]);
  });

  it('analyse le format historique d’OpenSSL et les valeurs entre guillemets', () => {
    expect(analyserDn('/C=FR/O=Etude/CN=Paul MARTIN')).toEqual([
      ['c', 'FR'],
      ['o', 'Etude'],
      ['cn', 'Paul MARTIN'],
    ]);
    expect(analyserDn('CN="Martin, Paul",C=FR')).toEqual([
      ['cn', 'Martin, Paul'],
      ['c', 'FR'],
    ]);
  });

  it('lit la qualité dans le titre : notaire, collaborateur ou clerc, sinon rien', () => {
    expect(qualiteDuTitre('Notaire')).toBe('NOTAIRE');
    expect(qualiteDuTitre('Notaire associé')).toBe('NOTAIRE');
    expect(qualiteDuTitre('Collaborateur de notaire')).toBe('COLLABORATEUR');
    expect(qualiteDuTitre('Clerc principal')).toBe('COLLABORATEUR');
    expect(qualiteDuTitre('Comptable')).toBeNull();
    expect(qualiteDuTitre(null)).toBeNull();
  });

  it('décrit le certificat : étude (OU à 5 chiffres), qualité, nom, prénom, adresse en minuscules', () => {
    const c = decrireCertificat(
      'emailAddress=Jeanne.Bernard@Notaires.fr,CN=Jeanne BERNARD,GN=Jeanne,SN=BERNARD,title=Notaire,OU=Service client,OU=CRPCEN 13051,O=Etude,C=FR',
      'CN=AC,C=FR',
    );
    expect(c).toMatchObject({
      numEtude: '13051',
      qualite: 'NOTAIRE',
      prenom: 'Jeanne',
      nom: 'BERNARD',
      email: 'jeanne.bernard@notaires.fr',
      simule: false,
    });
  });

  it('à défaut de GN et SN, découpe le nom commun ; sans étude, numEtude est nul', () => {
    const c = decrireCertificat('CN=Paul Henri MARTIN,title=Clerc,C=FR', 'CN=AC');
    expect(c).toMatchObject({
      prenom: 'Paul',
      nom: 'Henri MARTIN',
      numEtude: null,
      qualite: 'COLLABORATEUR',
    });
  });
});
