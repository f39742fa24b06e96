import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messagesGeneriques } from '../messages/generiques.js';
import { champsMonEtablissement } from '../teledeclarant/mon-etablissement.formulaire.js';
import {
  champ,
  cheminsChamps,
  cheminsEtape,
  descripteurDe,
  etape,
  schemaBrouillon,
  schemaBrouillonFormulaire,
  schemaSoumission,
  schemaSoumissionEtape,
  schemaSoumissionFormulaire,
} from './descripteurs.js';

const representant = {
  civilite: 'MME',
  nom: 'Martin',
  prenom: 'Claire',
  email: 'claire.martin@exemple.fr',
  telephone: null,
};

function messages(resultat: z.ZodSafeParseResult<unknown>): Record<string, string> {
  return Object.fromEntries((resultat.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('schémas tirés d’une description de champs', () => {
  it('la soumission exige les champs obligatoires, avec le message français du champ', () => {
    const r = schemaSoumission(champsMonEtablissement).safeParse({
      telephone: null,
      representantLegal: { ...representant, nom: '  ' },
    });
    expect(r.success).toBe(false);
    expect(messages(r)).toEqual({ 'representantLegal.nom': 'Le nom est obligatoire.' });
  });

  it('un champ facultatif peut valoir null ou manquer à la soumission', () => {
    const r = schemaSoumission(champsMonEtablissement).safeParse({ representantLegal: representant });
    expect(r.success).toBe(true);
  });

  it('le brouillon accepte un formulaire vide ou à moitié rempli ; un champ vide vaut null', () => {
    const brouillon = schemaBrouillon(champsMonEtablissement);
    expect(brouillon.parse({})).toEqual({});
    expect(brouillon.parse({ representantLegal: { nom: '', prenom: 'Claire' } })).toEqual({
      representantLegal: { nom: null, prenom: 'Claire' },
    });
  });

  it('le brouillon garde les formats et limites : une valeur mal saisie revient sur son champ, jamais effacée', () => {
    const r = schemaBrouillon(champsMonEtablissement).safeParse({
      representantLegal: { email: 'pas-une-adresse', nom: 'x'.repeat(101) },
    });
    expect(r.success).toBe(false);
    expect(messages(r)).toEqual({
      'representantLegal.email': messagesGeneriques.email,
      'representantLegal.nom': 'Le nom doit contenir au plus 100 caractères.',
    });
  });

  it('les chemins et descripteurs des champs se lisent depuis la description', () => {
    expect(cheminsChamps(champsMonEtablissement)).toEqual([
      'telephone',
      'representantLegal.civilite',
      'representantLegal.nom',
      'representantLegal.prenom',
      'representantLegal.email',
      'representantLegal.telephone',
    ]);
    expect(descripteurDe(champsMonEtablissement, 'representantLegal.nom')).toMatchObject({
      libelle: 'Nom du représentant',
      longueurMax: 100,
      facultatif: false,
    });
    expect(descripteurDe(champsMonEtablissement, 'representantLegal')).toBeUndefined();
    expect(descripteurDe(champsMonEtablissement, 'telephone.inconnu')).toBeUndefined();
  });
});

describe('formulaire à étapes', () => {
  const NbLots = z
    .number({ error: 'Le nombre de lots est obligatoire.' })
    .int()
    .min(2, { error: 'Au moins 2 lots.' });
  const identification = etape({
    titre: 'Identification',
    champs: {
      nbLots: champ({ libelle: 'Nombre total de lots', saisie: 'nombre', min: 2, valeur: NbLots }),
      nbLotsHab: champ({ libelle: "Lots d'habitation", saisie: 'nombre', valeur: z.number().int().min(1) }),
    },
    // Les règles du domaine nomment le chemin complet : l'étape le rend relatif.
    verifier: (v) =>
      v.nbLotsHab > v.nbLots
        ? [{ champ: 'identification.nbLotsHab', code: 'lots.hab', message: 'Trop de lots d’habitation.' }]
        : [],
  });
  const contact = etape({
    titre: 'Contact',
    champs: { nom: champ({ libelle: 'Nom', saisie: 'texte', valeur: z.string().min(1) }) },
  });
  const etapes = { identification, contact };

  it('la soumission d’une étape applique ses règles entre champs sur le bon champ', () => {
    const r = schemaSoumissionEtape(identification, 'identification').safeParse({ nbLots: 3, nbLotsHab: 5 });
    expect(messages(r)).toEqual({ nbLotsHab: 'Trop de lots d’habitation.' });
    expect(
      schemaSoumissionEtape(identification, 'identification').safeParse({ nbLots: 5, nbLotsHab: 3 }).success,
    ).toBe(true);
  });

  it('le formulaire entier situe chaque erreur sous son étape', () => {
    const r = schemaSoumissionFormulaire(etapes).safeParse({
      identification: { nbLots: 3, nbLotsHab: 5 },
      contact: { nom: 'A' },
    });
    expect(messages(r)).toEqual({ 'identification.nbLotsHab': 'Trop de lots d’habitation.' });
  });

  it('le brouillon du formulaire accepte une étape absente et ignore les règles entre champs', () => {
    const brouillon = schemaBrouillonFormulaire(etapes);
    expect(brouillon.parse({ identification: { nbLots: 3, nbLotsHab: 5 } })).toEqual({
      identification: { nbLots: 3, nbLotsHab: 5 },
    });
    expect(brouillon.safeParse({ identification: { nbLots: 1 } }).success).toBe(false);
  });

  it('les chemins d’une étape sont complets', () => {
    expect(cheminsEtape(etapes, 'identification')).toEqual([
      'identification.nbLots',
      'identification.nbLotsHab',
    ]);
    expect(cheminsEtape(etapes, 'inconnue')).toEqual([]);
  });
});
