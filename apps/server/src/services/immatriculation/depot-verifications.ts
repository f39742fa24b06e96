import {
  type ContexteDeclaration,
  contexteDeclaration,
  type DepotBrouillon,
  ErreurMetier,
  exigerResultatAccepte,
  lireDateTexte,
  MESSAGE_SAISIE_REFUSEE,
  normaliserSaisieDeclaration,
  type SaisieDeclaration,
  schemaSoumissionDeclaration,
  type TypeImmat,
  verifierDeclaration,
  verifierImmatriculationOffice,
} from '@registre/domain';
import type { DeclarationLue } from '../../repositories/declaration.repository.js';

/** Contrôles du dépôt (ADR 0142) : auteur, cycles de vie, revérification entière par le domaine. */

/** Partie de la déclaration jamais remplie. */
export const MESSAGE_PARTIE_ABSENTE =
  'Cette partie de la déclaration est à remplir avant le dépôt de la demande.';

/** Règle d'immatriculation d'office de spec 2 §5.4, sur la situation du syndic déclarée par le notaire. */
function verifierOffice(corps: DepotBrouillon, aujourdhui: Date): void {
  const situation = corps.situationSyndic;
  if (!situation) {
    throw new ErreurMetier('saisie', MESSAGE_SAISIE_REFUSEE, [
      {
        champ: 'situationSyndic.syndicDesigne',
        message: "Indiquez si la copropriété a un syndic : l'immatriculation d'office en dépend.",
      },
    ]);
  }
  exigerResultatAccepte(
    verifierImmatriculationOffice(
      {
        syndicDesigne: situation.syndicDesigne,
        dateMiseEnDemeureSyndic: lireDateTexte(situation.dateMiseEnDemeureSyndic),
      },
      aujourdhui,
    ),
  );
}

/**
 * Revérifie une saisie entière avec la description des étapes du domaine (ADR 0150) : formats et parties
 * obligatoires, puis toutes les règles, avertissements à confirmer compris (dépôt, mise à jour transmise).
 */
export function verifierDeclarationEntiere(
  saisie: SaisieDeclaration,
  contexte: ContexteDeclaration,
  confirmes: readonly string[],
): void {
  const forme = schemaSoumissionDeclaration(contexte).safeParse(saisie);
  if (!forme.success) {
    throw new ErreurMetier(
      'saisie',
      MESSAGE_SAISIE_REFUSEE,
      forme.error.issues.map((issue) => ({
        champ: issue.path.map(String).join('.'),
        // Une partie entière absente (étape jamais enregistrée) : la bibliothèque n'a pas de phrase à elle.
        message:
          issue.code === 'invalid_type' && issue.expected === 'object'
            ? MESSAGE_PARTIE_ABSENTE
            : issue.message,
      })),
    );
  }
  exigerResultatAccepte(verifierDeclaration(saisie, contexte), confirmes);
}

/** Revérifie la déclaration entière avec la description des étapes du domaine (ADR 0150). */
export function reverifier(
  lue: DeclarationLue,
  typeImmat: TypeImmat,
  corps: DepotBrouillon,
  aujourdhui: Date,
) {
  const contexte = contexteDeclaration({ typeImmat, typeMaj: lue.entete.typeMaj }, { aujourdhui });
  const saisie = normaliserSaisieDeclaration(lue.declaration.immatCopropriete);
  verifierDeclarationEntiere(saisie, contexte, corps.avertissementsConfirmes);
  if (typeImmat === 'OFFICE') verifierOffice(corps, aujourdhui);
  return saisie;
}
