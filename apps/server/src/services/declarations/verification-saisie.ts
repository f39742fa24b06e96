import {
  type CleEtapeDeclaration,
  type ContexteDeclaration,
  ErreurMetier,
  type EtapeEnregistree,
  etapesApplicables,
  exigerResultatAccepte,
  type ImmatCopropriete,
  lireDateTexte,
  MESSAGE_SAISIE_REFUSEE,
  PARCOURS_DECLARATION,
  reglesEtapeDeclaration,
  type SaisieDeclaration,
  schemaSoumissionEtapeDeclaration,
} from '@registre/domain';
import type { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import { champsDepuisZod } from './commun.js';

/** Clé de l'étape d'un segment du parcours (`donnees-financieres` → `donneesFinancieres`). */
export function cleDeLEtape(x: EtapeEnregistree): CleEtapeDeclaration | null {
  if (x === 'quitter') return null;
  return PARCOURS_DECLARATION.find((e) => e.segment === x)?.cle ?? null;
}

/**
 * Revérifie une étape avec le code du domaine que le navigateur applique (ADR 0150) : formats et champs
 * obligatoires de l'étape, puis ses règles ; un avertissement non confirmé arrête l'enregistrement
 * (ADR 0100). « Quitter » garde la saisie telle quelle (ses formats sont vérifiés par le contrat).
 */
export function verifierEtape(
  x: EtapeEnregistree,
  saisie: SaisieDeclaration,
  contexte: ContexteDeclaration,
  confirmes: readonly string[],
): void {
  const cle = cleDeLEtape(x);
  if (cle === null) return;
  if (!etapesApplicables(contexte).includes(cle)) {
    throw new ErreurMetier('saisie', "Cette étape n'existe pas pour cette déclaration.");
  }
  const resultat = schemaSoumissionEtapeDeclaration(cle, contexte, saisie).safeParse(saisie[cle] ?? {});
  if (!resultat.success) {
    throw new ErreurMetier('saisie', MESSAGE_SAISIE_REFUSEE, champsDepuisZod(resultat.error, cle));
  }
  exigerResultatAccepte(reglesEtapeDeclaration(cle, saisie, contexte), confirmes);
}

/** Les codes INSEE des adresses et parcelles existent au référentiel (sinon 400 sur le champ, rien d'écrit). */
export async function verifierCodesInsee(
  repo: ReturnType<typeof creerDeclarationRepository>,
  saisie: SaisieDeclaration,
): Promise<void> {
  const ident = saisie.identification;
  const champs: { champ: string; code: string }[] = [];
  if (ident?.adressePrincipale?.codeInsee) {
    champs.push({
      champ: 'identification.adressePrincipale.codeInsee',
      code: ident.adressePrincipale.codeInsee,
    });
  }
  (ident?.adresseSecondaire ?? []).forEach((a, i) => {
    if (a?.codeInsee)
      champs.push({ champ: `identification.adresseSecondaire.${i}.codeInsee`, code: a.codeInsee });
  });
  (ident?.parcelle ?? []).forEach((p, i) => {
    if (p?.codeInsee) champs.push({ champ: `identification.parcelle.${i}.codeInsee`, code: p.codeInsee });
  });
  const inconnus = await repo.codesInseeInconnus(champs.map((c) => c.code));
  const erreurs = champs
    .filter((c) => inconnus.has(c.code))
    .map((c) => ({ champ: c.champ, message: `Le code INSEE ${c.code} ne correspond à aucune commune.` }));
  if (erreurs.length > 0) throw new ErreurMetier('saisie', MESSAGE_SAISIE_REFUSEE, erreurs);
}

/** Champs de la copropriété recopiés d'un brouillon d'immatriculation (liste, recherche, doublons). */
export function recopieSurCopropriete(saisie: ImmatCopropriete) {
  const ident = saisie.identification;
  const reference = ident?.adressePrincipale;
  return {
    nom: ident?.nomCopropriete ?? null,
    dateReglementCopropriete: lireDateTexte(ident?.dateReglementCopropriete),
    adresseReference:
      reference?.libelle ?? ([reference?.numeroVoie, reference?.voie].filter(Boolean).join(' ') || null),
    codePostal: reference?.codePostal ?? null,
    codeInsee: reference?.codeInsee ?? null,
    nbLots: ident?.nbLots ?? null,
    nbLotsHab: ident?.nbLotsHab ?? null,
    nbLotsHabBurCom: ident?.nbLotsHabBurCom ?? null,
    nbLotsStationnement: ident?.nbLotsStationnement ?? null,
    nbBatiments: saisie.donneesTechniques?.nbBatimentsTotal ?? null,
    syndicatPrincipal: ident?.syndicatPrincipal ?? null,
    syndicatCooperatif: ident?.syndicatCooperatif ?? null,
    residenceService: ident?.residenceService ?? null,
  };
}
