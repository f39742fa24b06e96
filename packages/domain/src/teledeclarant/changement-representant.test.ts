import { describe, expect, it } from 'vitest';
import {
  designationRepresentant,
  MESSAGE_MEME_REPRESENTANT,
  verifierChangementRepresentant,
} from './changement-representant.js';

const enPlace = { civilite: 'MME', nom: 'Leroy', prenom: 'Anne', email: 'anne.leroy@exemple.fr' } as const;

describe('verifierChangementRepresentant', () => {
  it('refuse la même personne sur le champ nom, à la casse, aux accents et aux espaces près', () => {
    expect(
      verifierChangementRepresentant(enPlace, {
        civilite: 'MME',
        nom: ' LÉROY ',
        prenom: 'anne',
        email: 'Anne.Leroy@Exemple.fr',
      }),
    ).toEqual([{ champ: 'nom', code: 'representant.inchange', message: MESSAGE_MEME_REPRESENTANT }]);
  });

  it('accepte une autre personne, ou la même identité avec une autre adresse électronique', () => {
    expect(
      verifierChangementRepresentant(enPlace, {
        civilite: 'M',
        nom: 'Martin',
        prenom: 'Louis',
        email: 'l@exemple.fr',
      }),
    ).toEqual([]);
    expect(
      verifierChangementRepresentant(enPlace, {
        civilite: 'MME',
        nom: 'Leroy',
        prenom: 'Anne',
        email: 'a2@exemple.fr',
      }),
    ).toEqual([]);
  });

  it("accepte un premier représentant quand l'établissement n'en avait pas", () => {
    const vide = { civilite: null, nom: null, prenom: null, email: null };
    expect(
      verifierChangementRepresentant(vide, {
        civilite: 'M',
        nom: 'Martin',
        prenom: 'Louis',
        email: 'l@exemple.fr',
      }),
    ).toEqual([]);
  });
});

describe('designationRepresentant', () => {
  it('civilité abrégée, prénom, nom et adresse ; à défaut, « non renseigné »', () => {
    expect(designationRepresentant(enPlace)).toBe('Mme Anne Leroy <anne.leroy@exemple.fr>');
    expect(designationRepresentant({ civilite: null, nom: null, prenom: null, email: null })).toBe(
      'Représentant non renseigné',
    );
  });
});
