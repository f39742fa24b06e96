import { describe, expect, it } from 'vitest';
import { messagesFormats } from '../messages/formats.js';
import { messagesGeneriques } from '../messages/generiques.js';
import {
  CODES_APE,
  CodeApe,
  codePostalCorrespondAuDepartement,
  Email,
  EmailAvecConfirmation,
  EmailNewsletter,
  estCodeDepartementValide,
  estContenuPemPublic,
  estEmailValide,
  estNomFichierPem,
  estNumeroImmatriculationValide,
  estSiretValide,
  estTelephoneValide,
  formaterNumeroImmatriculation,
  formaterTelephone,
  MotDePasseCreationCompte,
  MotDePasseWidget,
  NomCopropriete,
  NumeroImmatriculation,
  NumeroParcelle,
  normaliserCodeApe,
  normaliserNumeroImmatriculation,
  normaliserNumeroParcelle,
  normaliserSectionParcelle,
  normaliserTelephone,
  SectionParcelle,
  Siret,
  sirenDuSiret,
  Telephone,
  verifierCleLuhn,
  verifierCodeApeAutorise,
  verifierCodePostal,
  verifierMotDePasse,
} from './formats.js';

const messages = (resultat: { success: boolean; error?: { issues: { message: string }[] } }): string[] =>
  resultat.error?.issues.map((issue) => issue.message) ?? [];

describe("numéro d'immatriculation", () => {
  it.each([
    ['AB1234567', 'AB1234567'],
    ['AB1-234-567', 'AB1234567'],
    ['ab1234567', 'AB1234567'],
    ['aB1-234-567', 'AB1234567'],
    ['  AB1234567  ', 'AB1234567'],
  ])('accepte %s et le ramène à %s', (saisie, canonique) => {
    expect(normaliserNumeroImmatriculation(saisie)).toBe(canonique);
    expect(NumeroImmatriculation.safeParse(saisie).success).toBe(true);
  });

  it.each([
    ['AB123456', '6 chiffres seulement'],
    ['AB12345678', '8 chiffres'],
    ['A12345678', 'une seule lettre'],
    ['ABC123456', 'trois lettres'],
    ['121234567', 'sans lettre'],
    ['AB12-345-67', 'tirets mal placés'],
    ['AB1-234567', 'un seul tiret'],
    ['AB1 234 567', 'espaces au lieu de tirets'],
    ['AB1-234-56', 'dernier groupe trop court'],
    ['ÉB1234567', 'lettre accentuée'],
    ['', 'vide'],
  ])('refuse %s (%s)', (saisie) => {
    expect(normaliserNumeroImmatriculation(saisie)).toBeNull();
    expect(estNumeroImmatriculationValide(saisie)).toBe(false);
    expect(messages(NumeroImmatriculation.safeParse(saisie))).toEqual([
      messagesFormats.numeroImmatriculation,
    ]);
  });

  it('affiche la forme à tirets', () => {
    expect(formaterNumeroImmatriculation('ab1234567')).toBe('AB1-234-567');
    expect(formaterNumeroImmatriculation('AB1-234-567')).toBe('AB1-234-567');
    expect(formaterNumeroImmatriculation('inconnu')).toBe('inconnu');
  });
});

describe('SIRET', () => {
  it.each([
    ['73282932000074', true, 'clé de Luhn exacte'],
    ['73282932000075', false, 'clé de Luhn fausse'],
    ['35600000000048', true, 'siège de La Poste, clé de Luhn exacte'],
    ['35600000049837', true, 'établissement de La Poste : somme des chiffres 45, multiple de 5'],
    ['35600000012346', true, 'établissement de La Poste : somme 30'],
    ['35600000012345', false, 'établissement de La Poste : somme 29'],
    ['12345678901234', false, 'somme multiple de 5 hors La Poste : la dérogation ne s’applique pas'],
    ['7328293200007', false, '13 chiffres'],
    ['732829320000740', false, '15 chiffres'],
    ['7328293200007A', false, 'lettre'],
    ['732 829 320 00074', false, 'espaces'],
  ])('%s → %s (%s)', (siret, attendu) => {
    expect(estSiretValide(siret)).toBe(attendu);
    expect(Siret.safeParse(siret).success).toBe(attendu);
  });

  it('distingue le message de format et celui de la clé', () => {
    expect(messages(Siret.safeParse('123'))).toContain(messagesFormats.siretFormat);
    expect(messages(Siret.safeParse('73282932000075'))).toEqual([messagesFormats.siretCleControle]);
  });

  it('calcule la clé de Luhn et le SIREN', () => {
    expect(verifierCleLuhn('732829320')).toBe(true);
    expect(verifierCleLuhn('732829321')).toBe(false);
    expect(verifierCleLuhn('')).toBe(false);
    expect(sirenDuSiret('73282932000074')).toBe('732829320');
  });
});

describe('adresse électronique', () => {
  it.each([
    'jean.dupont@exemple.fr',
    'jean&marie@exemple.fr',
    'jean*marie@exemple.fr',
    'jean+registre@exemple.fr',
    'jean-dupont@exemple.fr',
    'jean_dupont@exemple.fr',
    'a@b.co',
    'contact@sous-domaine.exemple.gouv.fr',
    'J.Dupont@Exemple.FR',
  ])('accepte %s', (email) => {
    expect(estEmailValide(email)).toBe(true);
    expect(Email.safeParse(email).success).toBe(true);
  });

  it.each([
    ['jean dupont@exemple.fr', 'espace'],
    ['jean@exemple', 'domaine sans extension'],
    ['jean@@exemple.fr', 'deux arobases'],
    ['@exemple.fr', 'nom vide'],
    ['jean@', 'domaine vide'],
    ['.jean@exemple.fr', 'point en tête'],
    ['jean.@exemple.fr', 'point en fin de nom'],
    ['jean..dupont@exemple.fr', 'points doublés'],
    ['jean#dupont@exemple.fr', 'caractère # non admis'],
    ['jean!@exemple.fr', 'caractère ! non admis'],
    ['jéan@exemple.fr', 'lettre accentuée'],
    ['jean@-exemple.fr', 'libellé de domaine commençant par un tiret'],
    ['jean@exemple.f', 'extension d’une lettre'],
  ])('refuse %s (%s)', (email) => {
    expect(estEmailValide(email)).toBe(false);
    expect(messages(Email.safeParse(email))).toEqual([messagesGeneriques.email]);
  });

  it('retire les espaces autour', () => {
    expect(Email.parse('  jean@exemple.fr ')).toBe('jean@exemple.fr');
  });

  it('limite l’adresse de la lettre d’information à 100 caractères', () => {
    const cent = `jean@${'a'.repeat(60)}.${'b'.repeat(31)}.fr`;
    expect(cent).toHaveLength(100);
    expect(EmailNewsletter.safeParse(cent).success).toBe(true);
    expect(messages(EmailNewsletter.safeParse(`a${cent}`))).toContain(
      "L'adresse électronique doit contenir au plus 100 caractères.",
    );
  });

  it('exige une confirmation identique, portée par le champ de confirmation', () => {
    expect(EmailAvecConfirmation.safeParse({ email: 'a@b.fr', confirmationEmail: ' a@b.fr ' }).success).toBe(
      true,
    );
    const resultat = EmailAvecConfirmation.safeParse({ email: 'a@b.fr', confirmationEmail: 'a@c.fr' });
    expect(resultat.success).toBe(false);
    expect(resultat.error?.issues[0]?.path).toEqual(['confirmationEmail']);
    expect(resultat.error?.issues[0]?.message).toBe(messagesFormats.emailConfirmation);
  });
});

describe('téléphone', () => {
  it.each([
    ['01 23 45 67 89', '0123456789'],
    ['0123456789', '0123456789'],
    ['06.12.34.56.78', '0612345678'],
    ['06-12-34-56-78', '0612345678'],
    ['+33 1 23 45 67 89', '0123456789'],
    ['+33 (0)1 23 45 67 89', '0123456789'],
    ['0033 6 12 34 56 78', '0612345678'],
    ['+262 262 12 34 56', '+262262123456'],
    ['+32 2 123 45 67', '+3221234567'],
    ['+1 202 555 0123', '+12025550123'],
  ])('accepte %s → %s', (saisie, canonique) => {
    expect(normaliserTelephone(saisie)).toBe(canonique);
    expect(Telephone.safeParse(saisie).success).toBe(true);
  });

  it.each([
    ['012345678', '9 chiffres'],
    ['01234567890', '11 chiffres'],
    ['1234567890', 'ni 0 ni + en tête'],
    ['00', 'préfixe international seul'],
    ['+33 0 12 34 56 78', '+33 suivi de 0'],
    ['+33 1 23 45 67', '+33 trop court'],
    ['+1234567', 'international trop court'],
    ['+1234567890123456', 'plus de 15 chiffres'],
    ['01 23 45 67 8A', 'lettre'],
    ['', 'vide'],
  ])('refuse %s (%s)', (saisie) => {
    expect(estTelephoneValide(saisie)).toBe(false);
    expect(messages(Telephone.safeParse(saisie))).toEqual([messagesFormats.telephone]);
  });

  it('affiche un numéro français par paires de chiffres', () => {
    expect(formaterTelephone('+33612345678')).toBe('06 12 34 56 78');
    expect(formaterTelephone('+3221234567')).toBe('+3221234567');
  });
});

describe('code APE', () => {
  it.each([
    ['43.21Z', '43.21Z'],
    ['4321Z', '43.21Z'],
    ['6832a', '68.32A'],
    [' 69.10Z ', '69.10Z'],
  ])('accepte %s → %s', (saisie, canonique) => {
    expect(normaliserCodeApe(saisie)).toBe(canonique);
    expect(CodeApe.safeParse(saisie).success).toBe(true);
  });

  it.each(['43.21', '432Z', '43-21Z', '43.21ZZ', 'AB.CDZ', '43..21Z'])('refuse %s', (saisie) => {
    expect(normaliserCodeApe(saisie)).toBeNull();
    expect(messages(CodeApe.safeParse(saisie))).toEqual([messagesFormats.codeApeFormat]);
  });

  it('autorise un code de la liste, quelle que soit sa forme', () => {
    expect(verifierCodeApeAutorise('6910Z', [CODES_APE.notaire])).toEqual({
      autorise: true,
      codeApe: '69.10Z',
    });
    expect(verifierCodeApeAutorise('68.20A', ['6832A', '6820A'])).toEqual({
      autorise: true,
      codeApe: '68.20A',
    });
  });

  it('refuse un code hors liste en renvoyant le code NAF reçu', () => {
    expect(verifierCodeApeAutorise('4321Z', [CODES_APE.syndic, CODES_APE.logementSocial])).toEqual({
      autorise: false,
      codeRefuse: '4321Z',
    });
    expect(verifierCodeApeAutorise('6910Z', [])).toEqual({ autorise: false, codeRefuse: '6910Z' });
    expect(verifierCodeApeAutorise('n/a', ['6910Z'])).toEqual({ autorise: false, codeRefuse: 'n/a' });
  });

  it('donne le message de refus avec le code', () => {
    expect(messagesFormats.codeApeNonAutorise('43.21Z')).toContain('43.21Z');
  });
});

describe('code postal et département', () => {
  it.each([
    ['75015', '75', true, 'Paris'],
    ['01000', '01', true, 'Ain'],
    ['1000', '01', false, '4 chiffres'],
    ['75015', '92', true, 'code postal parisien desservant Issy-les-Moulineaux'],
    ['75015', '93', false, 'autre département'],
    ['69001', '75', false, 'Lyon n’est pas à Paris'],
    ['20000', '2A', true, 'Ajaccio'],
    ['20200', '2B', true, 'Bastia'],
    ['20200', '2a', true, 'code de département en minuscules'],
    ['21000', '2A', false, 'Dijon n’est pas en Corse'],
    ['20000', '20', false, 'ancien département 20'],
    ['97400', '974', true, 'La Réunion'],
    ['97400', '971', false, 'La Réunion n’est pas la Guadeloupe'],
    ['97133', '977', true, 'Saint-Barthélemy'],
    ['97150', '978', true, 'Saint-Martin'],
    ['97100', '978', false, 'Saint-Martin n’a qu’un code postal'],
    ['98800', '988', true, 'Nouvelle-Calédonie'],
    ['98714', '987', true, 'Polynésie française'],
    ['05110', '04', true, 'code postal des Hautes-Alpes desservant Claret'],
    ['05110', '05', true, 'le même dans son département'],
    ['00100', '01', false, 'code postal commençant par 00'],
  ])('%s / %s → %s (%s)', (codePostal, departement, attendu) => {
    expect(codePostalCorrespondAuDepartement(codePostal, departement)).toBe(attendu);
  });

  it('donne le message adapté', () => {
    expect(verifierCodePostal('7501')).toBe(messagesFormats.codePostal);
    expect(verifierCodePostal('75015', '13')).toBe(messagesFormats.codePostalDepartement);
    expect(verifierCodePostal('75015', '75')).toBeNull();
    expect(verifierCodePostal('75015')).toBeNull();
  });

  it.each([
    ['01', true],
    ['19', true],
    ['20', false],
    ['2A', true],
    ['2C', false],
    ['95', true],
    ['96', false],
    ['971', true],
    ['979', false],
    ['985', false],
    ['986', true],
  ])('département %s valide : %s', (code, attendu) => {
    expect(estCodeDepartementValide(code)).toBe(attendu);
  });
});

describe('parcelle cadastrale', () => {
  it.each([
    ['A', '0A'],
    ['ab', 'AB'],
    ['0A', '0A'],
    ['1', '01'],
    ['12', '12'],
  ])('section %s acceptée → %s', (saisie, canonique) => {
    expect(normaliserSectionParcelle(saisie)).toBe(canonique);
    expect(SectionParcelle.safeParse(saisie).success).toBe(true);
  });

  it.each(['ABC', '', '0', '00', 'A-', 'É'])('section %s refusée', (saisie) => {
    expect(normaliserSectionParcelle(saisie)).toBeNull();
    expect(messages(SectionParcelle.safeParse(saisie))).toEqual([messagesFormats.sectionParcelle]);
  });

  it.each([
    ['1', '0001'],
    ['123', '0123'],
    ['9999', '9999'],
  ])('numéro %s accepté → %s', (saisie, canonique) => {
    expect(normaliserNumeroParcelle(saisie)).toBe(canonique);
    expect(NumeroParcelle.safeParse(saisie).success).toBe(true);
  });

  it.each(['12345', '0', '0000', '12a', ''])('numéro %s refusé', (saisie) => {
    expect(normaliserNumeroParcelle(saisie)).toBeNull();
    expect(NumeroParcelle.safeParse(saisie).success).toBe(false);
  });
});

describe('nom de la copropriété', () => {
  it('accepte 50 caractères et refuse 51', () => {
    expect(NomCopropriete.safeParse('x'.repeat(50)).success).toBe(true);
    expect(messages(NomCopropriete.safeParse('x'.repeat(51)))).toEqual([
      'Le nom de la copropriété doit contenir au plus 50 caractères.',
    ]);
  });

  it('ne compte pas les espaces autour et refuse un nom vide', () => {
    expect(NomCopropriete.parse(`  ${'x'.repeat(50)}  `)).toHaveLength(50);
    expect(messages(NomCopropriete.safeParse('   '))).toEqual(['Le nom de la copropriété est obligatoire.']);
  });
});

describe('mots de passe', () => {
  it.each([
    ['Abcdefgh1!xy', 'creationCompte', []],
    ['Abcdefg1!xy', 'creationCompte', [messagesFormats.motDePasseLongueur(12)]],
    ['abcdefgh1!xy', 'creationCompte', [messagesFormats.motDePasseMajuscule]],
    ['ABCDEFGH1!XY', 'creationCompte', [messagesFormats.motDePasseMinuscule]],
    ['Abcdefghi!xy', 'creationCompte', [messagesFormats.motDePasseChiffre]],
    ['Abcdefgh12xy', 'creationCompte', [messagesFormats.motDePasseCaractereSpecial]],
    ['Abcd efgh1!xy', 'creationCompte', [messagesFormats.motDePasseEspace]],
    ['Abcdef1!', 'widget', []],
    ['Abcde1!', 'widget', [messagesFormats.motDePasseLongueur(8)]],
    ['Abcd ef1!', 'widget', []],
    ['Éléphant1!', 'widget', []],
    [
      'abc',
      'widget',
      [
        messagesFormats.motDePasseLongueur(8),
        messagesFormats.motDePasseMajuscule,
        messagesFormats.motDePasseChiffre,
        messagesFormats.motDePasseCaractereSpecial,
      ],
    ],
  ] as const)('%s selon la règle %s', (motDePasse, regle, attendu) => {
    expect(verifierMotDePasse(motDePasse, regle)).toEqual(attendu);
  });

  it('les schémas appliquent chacun leur règle', () => {
    expect(MotDePasseWidget.safeParse('Abcdef1!').success).toBe(true);
    expect(MotDePasseCreationCompte.safeParse('Abcdef1!').success).toBe(false);
    expect(MotDePasseCreationCompte.safeParse('Abcdefgh1!xy').success).toBe(true);
    expect(messages(MotDePasseCreationCompte.safeParse('Abcdefgh1!x y'))).toEqual([
      messagesFormats.motDePasseEspace,
    ]);
  });
});

describe('certificat', () => {
  it.each([
    ['certificat.pem', true],
    ['CERTIFICAT.PEM', true],
    ['certificat.pem.txt', false],
    ['certificat.crt', false],
    ['.pem', false],
  ])('nom %s accepté : %s', (nom, attendu) => {
    expect(estNomFichierPem(nom)).toBe(attendu);
  });

  it('accepte un certificat ou une clé publique, refuse une clé privée', () => {
    const certificat = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    const clePublique = '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----\n';
    const clePrivee = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n';
    const clePriveeRsa = '-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----\n';
    expect(estContenuPemPublic(certificat)).toBe(true);
    expect(estContenuPemPublic(clePublique)).toBe(true);
    expect(estContenuPemPublic(certificat + clePrivee)).toBe(false);
    expect(estContenuPemPublic(clePriveeRsa)).toBe(false);
    expect(estContenuPemPublic('n’importe quoi')).toBe(false);
  });
});
