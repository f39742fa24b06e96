import {
  type CleEtapeDeclaration,
  descripteurDe,
  etapesDeclaration,
  PARCOURS_DECLARATION,
} from '@registre/domain';
import { estErreurStatut } from '../../api/erreurs-appel';

/** Champ nommé par le serveur, tel qu'une personne le lit : « Étape — libellé », sinon le titre de l'étape. */
export function libelleChampDeclaration(chemin: string): string | null {
  const [cle, ...reste] = chemin.split('.');
  const etape = PARCOURS_DECLARATION.find((e) => e.cle === cle);
  if (!etape || etape.cle === null) return null;
  const champs = etapesDeclaration[etape.cle as CleEtapeDeclaration].champs;
  // Un élément de liste (`identification.parcelle.0.numero`) est nommé par sa liste.
  const chemins = [reste.join('.'), reste.filter((p) => !/^\d+$/.test(p)).join('.'), reste[0] ?? ''];
  const descripteur = chemins.map((c) => descripteurDe(champs, c)).find((d) => d !== undefined);
  return descripteur ? `${etape.titre} — ${descripteur.libelle}` : etape.titre;
}

/**
 * Messages d'un dépôt ou d'une transmission refusés (400) : le récapitulatif n'a pas les champs sous la main, chaque
 * erreur est donc dite avec son étape et son champ ; `repli` pour une réponse sans détail par champ.
 */
export function messagesDepotRefuse(erreur: unknown, repli: readonly string[]): string[] {
  if (!estErreurStatut(erreur, 400)) return [...repli];
  const champs = erreur.erreur.champs ?? [];
  if (champs.length === 0) return [...repli];
  return [
    ...new Set(
      champs.map((c) => {
        const libelle = libelleChampDeclaration(c.champ);
        return libelle ? `${libelle} : ${c.message}` : c.message;
      }),
    ),
  ];
}
