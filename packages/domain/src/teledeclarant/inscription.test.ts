import { describe, expect, it } from 'vitest';
import { messagesFormats } from '../messages/formats.js';
import {
  CODES_APE_AUTORISES,
  controlerInscription,
  emailAdministrateurPrincipal,
  estTypeInscription,
  type InscriptionTeledeclarant,
  inscriptionAvecSiret,
  messagesInscription,
  normaliserSaisieCodeActivation,
  PROFIL_ADMIN_PRINCIPAL,
  SaisieCodeActivation,
  schemaInscription,
  TYPES_INSCRIPTION,
  TypeInscription,
  verifierCodeApeInscription,
} from './inscription.js';

const personne = (email: string) => ({
  civilite: 'M' as const,
  nom: 'Dupont',
  prenom: 'Jean',
  email,
  confirmationEmail: email,
  telephone: '01 23 45 67 89',
});

const base: InscriptionTeledeclarant = {
  siret: '81234567800013',
  representantLegal: personne('jean@exemple.fr'),
  administrateurEstRepresentant: true,
  attestationSurLHonneur: true,
  captcha: 'preuve',
};

const messagesDe = (resultat: ReturnType<ReturnType<typeof schemaInscription>['safeParse']>) =>
  resultat.success ? [] : resultat.error.issues.map((i) => `${i.path.join('.')} : ${i.message}`);

describe("inscription d'un télédéclarant", () => {
  it('le syndic bénévole seul n’a pas de SIRET ; chaque type a son profil d’administrateur principal', () => {
    expect(inscriptionAvecSiret('PRO')).toBe(true);
    expect(inscriptionAvecSiret('NOTAIRE')).toBe(true);
    expect(inscriptionAvecSiret('NON_PRO')).toBe(false);
    expect(PROFIL_ADMIN_PRINCIPAL).toEqual({
      PRO: 'TELE_PRO_ADMIN_PRINC',
      NON_PRO: 'TELE_NONPRO_ADMIN_PRINC',
      NOTAIRE: 'NOTAIRE_ADMIN',
    });
  });

  it('autorise les codes APE des syndics et des études, refuse les autres en renvoyant le code NAF', () => {
    expect(verifierCodeApeInscription('PRO', '6832A')).toEqual({ autorise: true, codeApe: '68.32A' });
    expect(verifierCodeApeInscription('PRO', '68.20A')).toEqual({ autorise: true, codeApe: '68.20A' });
    expect(verifierCodeApeInscription('PRO', '69.10Z')).toEqual({ autorise: true, codeApe: '69.10Z' });
    expect(verifierCodeApeInscription('PRO', '10.71C')).toEqual({ autorise: false, codeRefuse: '10.71C' });
    expect(verifierCodeApeInscription('NOTAIRE', '68.32A')).toEqual({
      autorise: false,
      codeRefuse: '68.32A',
    });
    expect(verifierCodeApeInscription('NOTAIRE', '6910Z')).toEqual({ autorise: true, codeApe: '69.10Z' });
    expect(CODES_APE_AUTORISES.NON_PRO).toEqual([]);
  });

  it('exige le SIRET (format et clé) des établissements, et l’adresse de la copropriété du syndic bénévole', () => {
    expect(controlerInscription('PRO', base)).toEqual([]);
    expect(controlerInscription('PRO', { ...base, siret: ' ' })).toEqual([
      { champ: 'siret', message: messagesInscription.siretObligatoire },
    ]);
    expect(controlerInscription('NOTAIRE', { ...base, siret: '123' })).toEqual([
      { champ: 'siret', message: messagesFormats.siretFormat },
    ]);
    expect(controlerInscription('PRO', { ...base, siret: '812 345 678 00014' })).toEqual([
      { champ: 'siret', message: messagesFormats.siretCleControle },
    ]);
    expect(controlerInscription('NON_PRO', { ...base, siret: null })).toEqual([
      { champ: 'adresseCopropriete', message: messagesInscription.adresseObligatoire },
    ]);
    const adresse = { voie: '8 rue Oberkampf', codePostal: '75011', commune: 'Paris' };
    expect(controlerInscription('NON_PRO', { ...base, siret: null, adresseCopropriete: adresse })).toEqual(
      [],
    );
  });

  it("exige l'administrateur principal quand ce n'est pas le représentant légal, et s'en sert comme identifiant", () => {
    const sansAdministrateur = { ...base, administrateurEstRepresentant: false };
    expect(controlerInscription('PRO', sansAdministrateur)).toEqual([
      { champ: 'administrateur', message: messagesInscription.administrateurObligatoire },
    ]);
    expect(emailAdministrateurPrincipal({ ...base, representantLegal: personne(' Jean@Exemple.FR ') })).toBe(
      'jean@exemple.fr',
    );
    expect(
      emailAdministrateurPrincipal({ ...sansAdministrateur, administrateur: personne('Admin@Exemple.fr') }),
    ).toBe('admin@exemple.fr');
  });

  it('le schéma du formulaire signale en une fois les erreurs de champ et celles du type', () => {
    expect(schemaInscription('PRO').safeParse(base).success).toBe(true);
    const erreurs = messagesDe(
      schemaInscription('PRO').safeParse({
        ...base,
        siret: '',
        representantLegal: { ...personne('jean@exemple.fr'), confirmationEmail: 'autre@exemple.fr' },
        attestationSurLHonneur: false,
        captcha: '',
      }),
    );
    expect(erreurs).toEqual(
      expect.arrayContaining([
        `siret : ${messagesInscription.siretObligatoire}`,
        `representantLegal.confirmationEmail : ${messagesFormats.emailConfirmation}`,
        `attestationSurLHonneur : ${messagesInscription.attestation}`,
        `captcha : ${messagesInscription.captchaObligatoire}`,
      ]),
    );
    expect(
      messagesDe(
        schemaInscription('PRO').safeParse({
          ...base,
          representantLegal: { ...personne('a@b.fr'), civilite: undefined },
        }),
      ),
    ).toEqual([`representantLegal.civilite : ${messagesInscription.civilite}`]);
  });

  it("accepte le code d'activation avec ou sans tirets, en minuscules, et refuse les autres formes", () => {
    expect(normaliserSaisieCodeActivation(' abc-def ghj ')).toBe('ABCDEFGHJ');
    expect(SaisieCodeActivation.safeParse({ codeActivation: 'abc-def-ghj' }).success).toBe(true);
    expect(SaisieCodeActivation.safeParse({ codeActivation: 'ABCDEFGHJ' }).success).toBe(true);
    const court = SaisieCodeActivation.safeParse({ codeActivation: 'ABC-DEF' });
    expect(court.success ? null : court.error.issues[0]?.message).toBe(
      messagesInscription.codeActivationFormat,
    );
    const vide = SaisieCodeActivation.safeParse({ codeActivation: '' });
    expect(vide.success ? null : vide.error.issues[0]?.message).toBe(
      messagesInscription.codeActivationObligatoire,
    );
  });
});

describe('types d’inscription sans zod (ADR 0286)', () => {
  it('estTypeInscription rend le même verdict que le schéma TypeInscription', () => {
    for (const valeur of [...TYPES_INSCRIPTION, 'AUTRE', 'teneur', 'pro', '', null, undefined, 3, {}]) {
      expect(estTypeInscription(valeur), String(valeur)).toBe(TypeInscription.safeParse(valeur).success);
    }
  });

  it('la liste sans zod est celle des options du schéma, dans le même ordre', () => {
    expect([...TYPES_INSCRIPTION]).toEqual(TypeInscription.options);
  });
});
