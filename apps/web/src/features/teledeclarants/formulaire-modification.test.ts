import type { FicheTeledeclarant } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import {
  champDuFormulaire,
  corpsModification,
  FormulaireModificationTeledeclarant,
  valeursInitiales,
} from './formulaire-modification';

const fiche: FicheTeledeclarant = {
  id: 7,
  type: 'PRO',
  statut: 'ACTIF',
  raisonSociale: 'Cabinet Lumière',
  siret: null,
  codeApe: '68.32A',
  libelleActivite: null,
  typeEtablissement: null,
  numeroEtudeNotariale: null,
  telephone: null,
  adresse: { l1: 'CABINET LUMIERE', l2: null, l3: null, l4: null, l5: null, l6: null, l7: null },
  codePostal: '75001',
  commune: 'Paris',
  representantLegal: {
    civilite: null,
    nom: 'Dupré',
    prenom: null,
    email: null,
    telephone: null,
    adresse: {
      complement: null,
      immeuble: null,
      voie: null,
      lieuDit: null,
      codePostal: null,
      commune: null,
      pays: 'FRANCE',
    },
  },
  parametresServiceWeb: { certificat1: null, certificat2: null },
  nbCopro: 0,
  dateCreation: '2026-01-01T00:00:00.000Z',
  dateActivation: null,
  dateEnvoiCodeActivation: null,
};

const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

describe('formulaire de mise à jour d’un télédéclarant', () => {
  it('part de la fiche (champs vides pour les valeurs absentes) et renvoie un corps conforme au contrat', async () => {
    const valeurs = valeursInitiales(fiche);
    expect(valeurs).toMatchObject({
      siret: '',
      telephone: '',
      representantLegal: { civilite: '', nom: 'Dupré' },
    });
    const sortie = FormulaireModificationTeledeclarant.parse(valeurs);
    const corps = await corpsModification(fiche.id, sortie);
    expect(corps).toMatchObject({
      id: 7,
      raisonSociale: 'Cabinet Lumière',
      siret: null,
      telephone: null,
      representantLegal: { civilite: null, nom: 'Dupré' },
      certificat1: { action: 'conserver' },
      certificat2: { action: 'conserver' },
    });
  });

  it('exige un fichier .pem pour remplacer un certificat et en envoie le texte', async () => {
    const sansFichier = FormulaireModificationTeledeclarant.safeParse({
      ...valeursInitiales(fiche),
      certificat1: { action: 'remplacer', fichiers: [] },
    });
    expect(sansFichier.error?.issues[0]?.path).toEqual(['certificat1', 'fichiers']);
    const mauvaisType = FormulaireModificationTeledeclarant.safeParse({
      ...valeursInitiales(fiche),
      certificat1: { action: 'remplacer', fichiers: [new File(['x'], 'cle.key')] },
    });
    expect(mauvaisType.error?.issues[0]?.message).toContain('cle.key');
    const sortie = FormulaireModificationTeledeclarant.parse({
      ...valeursInitiales(fiche),
      certificat2: { action: 'remplacer', fichiers: [new File([PEM], 'client.pem')] },
    });
    const corps = await corpsModification(fiche.id, sortie);
    expect(corps.certificat2).toEqual({ action: 'remplacer', pem: PEM, nomFichier: 'client.pem' });
  });

  it('place les erreurs de certificat du serveur sur le champ du fichier', () => {
    expect(champDuFormulaire('certificat1')).toBe('certificat1.fichiers');
    expect(champDuFormulaire('representantLegal.email')).toBe('representantLegal.email');
  });
});
