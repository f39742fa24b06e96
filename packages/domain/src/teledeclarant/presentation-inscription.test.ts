import { describe, expect, it } from 'vitest';
import {
  CODES_APE_AUTORISES as CODES_DU_SCHEMA,
  champsAdresseCoproprieteInscription,
  champsPersonneInscription,
} from './inscription.js';
import {
  CODES_APE_AUTORISES,
  presentationAdresseCoproprieteInscription,
  presentationPersonneInscription,
  verifierCodeApeInscription,
} from './presentation-inscription.js';

/** Ce qu'un descripteur montre, sans son schéma. */
const montre = ({ valeur: _valeur, estChamp: _estChamp, ...reste }: { valeur: unknown; estChamp: true }) =>
  reste;

describe("présentation des champs de l'inscription, sans zod (ADR 0303)", () => {
  it('les descripteurs du domaine montrent exactement la présentation, schéma en plus', () => {
    for (const [cle, presentation] of Object.entries(presentationPersonneInscription)) {
      const descripteur = champsPersonneInscription[cle as keyof typeof champsPersonneInscription];
      expect(montre(descripteur), cle).toEqual({ facultatif: false, ...presentation });
    }
    for (const [cle, presentation] of Object.entries(presentationAdresseCoproprieteInscription)) {
      const descripteur =
        champsAdresseCoproprieteInscription[cle as keyof typeof champsAdresseCoproprieteInscription];
      expect(montre(descripteur), cle).toEqual({ facultatif: false, ...presentation });
    }
  });

  it('civilités proposées dans l’ordre, codes APE autorisés par type', () => {
    expect(presentationPersonneInscription.civilite.options).toEqual([
      { valeur: 'MME', libelle: 'Madame' },
      { valeur: 'M', libelle: 'Monsieur' },
    ]);
    expect(CODES_DU_SCHEMA).toBe(CODES_APE_AUTORISES);
    expect(verifierCodeApeInscription('NOTAIRE', '6910Z')).toEqual({ autorise: true, codeApe: '69.10Z' });
    expect(verifierCodeApeInscription('NOTAIRE', '68.32A')).toEqual({
      autorise: false,
      codeRefuse: '68.32A',
    });
    expect(verifierCodeApeInscription('NON_PRO', '68.32A').autorise).toBe(false);
  });
});
