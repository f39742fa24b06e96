import { describe, expect, it } from 'vitest';
import { correspondance, sousChemin } from './correspondance.js';
import {
  correspondanceMonEtablissement,
  correspondanceRepresentantLegal,
} from './teledeclarant.correspondance.js';
import type { LigneTeledeclarant } from './teledeclarant.repository.js';

interface Saisie {
  nom: string;
  contact: { email: string; telephone?: string | null };
}
interface Ligne {
  nom: string | null;
  contactEmail: string | null;
  contactTelephone: string | null;
  autre: number;
}

const description = {
  nom: 'nom',
  ...sousChemin('contact', {
    email: { colonne: 'contactEmail', versColonne: (e: string) => e.trim().toLowerCase() },
    telephone: 'contactTelephone',
  }),
} as const;
const exemple = correspondance<Saisie, Ligne>()(description);

describe('correspondance entre un objet de l’API et les colonnes d’une table', () => {
  it('écrit chaque chemin décrit dans sa colonne, normalisé ; un chemin absent vaut null', () => {
    expect(exemple.versColonnes({ nom: 'Claire', contact: { email: ' Claire@Exemple.FR ' } })).toEqual({
      nom: 'Claire',
      contactEmail: 'claire@exemple.fr',
      contactTelephone: null,
    });
  });

  it('reconstruit l’objet imbriqué depuis une ligne', () => {
    expect(
      exemple.depuisColonnes({ nom: 'Claire', contactEmail: 'c@e.fr', contactTelephone: null, autre: 3 }),
    ).toEqual({ nom: 'Claire', contact: { email: 'c@e.fr', telephone: null } });
  });

  it('liste les colonnes modifiées et retrouve le chemin d’une colonne', () => {
    const avant: Ligne = { nom: 'Claire', contactEmail: 'c@e.fr', contactTelephone: null, autre: 3 };
    const valeurs = exemple.versColonnes({
      nom: 'Claire',
      contact: { email: 'C@E.fr', telephone: '0102030405' },
    });
    expect(exemple.colonnesModifiees(avant, valeurs)).toEqual(['contactTelephone']);
    expect(exemple.cheminDeColonne('contactEmail')).toBe('contact.email');
    expect(exemple.cheminDeColonne('autre')).toBeUndefined();
    expect(exemple.chemins).toEqual(['nom', 'contact.email', 'contact.telephone']);
  });

  it('« Mon établissement » : la saisie va aux colonnes de l’établissement et du représentant, normalisée', () => {
    const valeurs = correspondanceMonEtablissement.versColonnes({
      telephone: '01 23 45 67 89',
      representantLegal: {
        civilite: 'MME',
        nom: 'Martin',
        prenom: 'Claire',
        email: ' Claire.Martin@Exemple.FR',
        telephone: null,
      },
    });
    expect(valeurs).toEqual({
      telephone: '0123456789',
      representantCivilite: 'MME',
      representantNom: 'Martin',
      representantPrenom: 'Claire',
      representantEmail: 'claire.martin@exemple.fr',
      representantTelephone: null,
    });
    // Relu depuis la ligne, le représentant retrouve la forme de la fiche.
    const relu = correspondanceRepresentantLegal.depuisColonnes({
      ...valeurs,
      representantVoie: '8 rue Oberkampf',
      representantCodePostal: '75011',
    } as unknown as LigneTeledeclarant);
    expect(relu).toMatchObject({
      civilite: 'MME',
      email: 'claire.martin@exemple.fr',
      adresse: { voie: '8 rue Oberkampf', codePostal: '75011', complement: null },
    });
  });

  it('représentant légal (ADR 0115) : une seule normalisation pour l’inscription, « Mon établissement » et le teneur', () => {
    // Saisie du teneur : valeurs facultatives, éléments d'adresse avec espaces, pays laissé vide.
    expect(
      correspondanceRepresentantLegal.versColonnes({
        civilite: 'M',
        nom: 'Durand',
        prenom: null,
        email: ' Paul.Durand@Exemple.FR ',
        telephone: '+33 1 23 45 67 89',
        adresse: { voie: '  3 place de la Mairie ', immeuble: '', commune: 'Lyon', pays: '   ' },
      }),
    ).toEqual({
      representantCivilite: 'M',
      representantNom: 'Durand',
      representantPrenom: null,
      representantEmail: 'paul.durand@exemple.fr',
      representantTelephone: '0123456789',
      representantComplement: null,
      representantImmeuble: null,
      representantVoie: '3 place de la Mairie',
      representantLieuDit: null,
      representantCodePostal: null,
      representantCommune: 'Lyon',
      representantPays: 'FRANCE',
    });
    // Inscription d'un syndic professionnel : pas d'adresse du représentant, le pays reste « FRANCE ».
    expect(
      correspondanceRepresentantLegal.versColonnes({
        civilite: 'MME',
        nom: 'Martin',
        prenom: 'Claire',
        email: 'c@e.fr',
        telephone: '06 12 34 56 78',
        adresse: null,
      }),
    ).toMatchObject({
      representantTelephone: '0612345678',
      representantVoie: null,
      representantPays: 'FRANCE',
    });
  });
});
