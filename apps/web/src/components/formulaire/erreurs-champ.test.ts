import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  erreurVisible,
  etatDsfr,
  messageErreurAffiche,
  messageValidateur,
  resoudreMessageErreur,
} from './erreurs-champ';

describe('messageValidateur : messages génériques de spec 2 §8', () => {
  it('traduit les validateurs sans paramètre', () => {
    expect(messageValidateur('required')).toBe('Ce champ est obligatoire.');
    expect(messageValidateur('email')).toBe("L'adresse électronique n'est pas valide.");
    expect(messageValidateur('pattern')).toBe("Le format n'est pas valide.");
    expect(messageValidateur('notEqual')).toBe('Les valeurs saisies ne sont pas identiques.');
  });

  it('traduit les validateurs paramétrés avec leur valeur', () => {
    expect(messageValidateur('min', { min: 3 })).toBe('La valeur doit être supérieure ou égale à 3.');
    expect(messageValidateur('max', { max: 10 })).toBe('La valeur doit être inférieure ou égale à 10.');
    expect(messageValidateur('minlength', { minlength: 12 })).toBe(
      'Ce champ doit contenir au moins 12 caractères.',
    );
    expect(messageValidateur('maxlength', { maxlength: 50 })).toBe(
      'Ce champ doit contenir au plus 50 caractères.',
    );
    expect(messageValidateur('minFiles', { minFiles: 2 })).toBe('Vous devez joindre au moins 2 fichiers.');
    expect(messageValidateur('maxFiles', { maxFiles: 1 })).toBe('Vous pouvez joindre au plus 1 fichier.');
  });

  it('comprend les clés et les règles de react-hook-form', () => {
    const regles = { minLength: { value: 8, message: '' }, maxLength: 20, min: { value: 1, message: '' } };
    expect(messageValidateur('minLength', regles)).toBe('Ce champ doit contenir au moins 8 caractères.');
    expect(messageValidateur('maxLength', regles)).toBe('Ce champ doit contenir au plus 20 caractères.');
    expect(messageValidateur('min', regles)).toBe('La valeur doit être supérieure ou égale à 1.');
  });

  it('replie sur « Validator {key} is not valid » pour une clé inconnue', () => {
    expect(messageValidateur('siretInconnu')).toBe('Validator siretInconnu is not valid');
    expect(messageValidateur('validate')).toBe('Validator validate is not valid');
  });

  it('replie aussi quand la valeur d’un validateur paramétré manque', () => {
    expect(messageValidateur('min')).toBe('Validator min is not valid');
    expect(messageValidateur('maxLength')).toBe('Validator maxLength is not valid');
  });
});

describe('resoudreMessageErreur', () => {
  it('rien sans erreur', () => {
    expect(resoudreMessageErreur(undefined)).toBeUndefined();
  });

  it('préfère le message porté par l’erreur (issue zod en français)', () => {
    z.config(z.locales.fr());
    const resultat = z.string().min(3).safeParse('a');
    const issue = resultat.error?.issues[0];
    expect(issue?.message).toMatch(/3/);
    expect(resoudreMessageErreur({ type: issue?.code, message: issue?.message })).toBe(issue?.message);
  });

  it('traduit la clé quand le message est vide (règle « required: true »)', () => {
    expect(resoudreMessageErreur({ type: 'required', message: '' })).toBe('Ce champ est obligatoire.');
    expect(resoudreMessageErreur({ type: 'maxLength' }, { maxLength: 50 })).toBe(
      'Ce champ doit contenir au plus 50 caractères.',
    );
  });

  it('replie sur le message générique pour un type inconnu sans message', () => {
    expect(resoudreMessageErreur({ type: 'custom' })).toBe('Validator custom is not valid');
  });
});

describe('affichage des erreurs : seulement une fois le champ touché ou modifié', () => {
  const erreur = { type: 'required', message: '' };

  it('n’affiche rien sur un champ intact', () => {
    expect(erreurVisible({ error: erreur, isTouched: false, isDirty: false })).toBe(false);
    expect(messageErreurAffiche({ error: erreur, isTouched: false, isDirty: false })).toBeUndefined();
  });

  it('affiche l’erreur d’un champ touché', () => {
    expect(messageErreurAffiche({ error: erreur, isTouched: true, isDirty: false })).toBe(
      'Ce champ est obligatoire.',
    );
  });

  it('affiche l’erreur d’un champ modifié', () => {
    expect(messageErreurAffiche({ error: erreur, isTouched: false, isDirty: true })).toBe(
      'Ce champ est obligatoire.',
    );
  });

  it('affiche toutes les erreurs une fois le formulaire soumis', () => {
    expect(
      messageErreurAffiche({ error: erreur, isTouched: false, isDirty: false }, { formulaireSoumis: true }),
    ).toBe('Ce champ est obligatoire.');
  });

  it('n’affiche rien sur un champ valide, même touché', () => {
    expect(
      messageErreurAffiche({ isTouched: true, isDirty: true }, { formulaireSoumis: true }),
    ).toBeUndefined();
  });

  it('donne les propriétés d’état DSFR', () => {
    expect(etatDsfr(undefined)).toEqual({ state: 'default', stateRelatedMessage: undefined });
    expect(etatDsfr('Ce champ est obligatoire.')).toEqual({
      state: 'error',
      stateRelatedMessage: 'Ce champ est obligatoire.',
    });
  });
});
