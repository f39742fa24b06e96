import {
  type CleEtapeDeclaration,
  type ContexteDeclaration,
  coproprietesBrouillonsRoutes,
  coproprietesDepotRoutes,
  type DeclarationEditable,
  type ImmatCopropriete,
  type OuvertureMiseAJour,
  PARCOURS_DECLARATION,
  type SuccesseurChoisi,
  type TypeImmat,
  type TypeMiseAJour,
} from '@registre/domain';
import { appelerApi } from '../../api/client';
import type { ActionsDeclaration } from './ParcoursDeclaration';
import { valeursFormulaire } from './valeurs';

/** Clés react-query des déclarations (ADR 0110). */
export const clesDeclaration = {
  tout: ['declaration'] as const,
  brouillons: () => [...clesDeclaration.tout, 'brouillons'] as const,
  brouillon: (id: number | null) => [...clesDeclaration.tout, 'brouillon', id] as const,
  nouvelle: (type: TypeImmat) => [...clesDeclaration.tout, 'nouvelle', type] as const,
  miseAJour: (idCopropriete: number, type: TypeMiseAJour, corriger: boolean) =>
    [...clesDeclaration.tout, 'mise-a-jour', idCopropriete, type, corriger] as const,
};

export function lireBrouillon(id: number): Promise<DeclarationEditable> {
  return appelerApi(coproprietesBrouillonsRoutes.lire, { params: { id } });
}

export function nouvelleDeclaration(type: TypeImmat): Promise<DeclarationEditable> {
  return appelerApi(coproprietesBrouillonsRoutes.nouvelle, { params: { x: type } });
}

/**
 * Ouverture d'une mise à jour de la copropriété (ADR 0133) : le brouillon de même nature en cours, ou la
 * dernière déclaration validée avec une clé de création neuve ; `reference` : la dernière déclaration validée.
 */
export function ouvrirMiseAJour(
  idCopropriete: number,
  type: TypeMiseAJour,
  corriger: boolean,
): Promise<OuvertureMiseAJour> {
  return appelerApi(coproprietesBrouillonsRoutes.ouvrirMiseAJour, {
    params: { id: idCopropriete, x: type, corriger: corriger ? 'true' : 'false' },
  });
}

/** Contenu d'un fichier en base64 (sans l'en-tête `data:`), pour le corps JSON de l'enregistrement. */
export async function enBase64(fichier: Blob): Promise<string> {
  const octets = new Uint8Array(await fichier.arrayBuffer());
  let binaire = '';
  const pas = 0x8000;
  for (let i = 0; i < octets.length; i += pas) binaire += String.fromCharCode(...octets.subarray(i, i + pas));
  return btoa(binaire);
}

/** Segment d'adresse d'une étape, qui nomme l'étape vérifiée par `brouillon/save/{x}`. */
function segmentDe(cle: CleEtapeDeclaration) {
  const trouve = PARCOURS_DECLARATION.find((e) => e.cle === cle);
  if (!trouve) throw new Error(`Étape inconnue : ${cle}`);
  return trouve.segment as Exclude<
    (typeof PARCOURS_DECLARATION)[number]['segment'],
    'recapitulatif' | 'doublons'
  >;
}

/**
 * Appels du parcours par les routes des brouillons (`brouillon/save/{x}`, ADR 0130 et 0131) et du dépôt
 * (`brouillon/submit`, `notaire/immatriculation/td/{x}/submit`).
 */
export function actionsDeclaration(options: {
  contexte: ContexteDeclaration;
  typeImmat: TypeImmat;
  cleCreation: string | null;
  successeur?: SuccesseurChoisi | null;
  notaire: boolean;
}): ActionsDeclaration {
  return {
    async enregistrer(immatCopropriete, courant, demande) {
      const fichier = demande.fichier;
      const enregistre = await appelerApi(coproprietesBrouillonsRoutes.enregistrer, {
        params: { x: demande.etape === null ? 'quitter' : segmentDe(demande.etape) },
        body: {
          id: courant?.id ?? null,
          version: courant?.version ?? null,
          cleCreation: courant ? null : options.cleCreation,
          typeImmat: courant ? null : options.typeImmat,
          immatCopropriete,
          avertissementsConfirmes: demande.avertissementsConfirmes,
          justificatif: fichier ? { nom: fichier.name, contenu: await enBase64(fichier) } : null,
        },
        origine: 'enregistrer-brouillon',
      });
      return { id: enregistre.id, version: enregistre.version };
    },
    async relire(brouillon) {
      return valeursFormulaire((await lireBrouillon(brouillon.id)).declaration.immatCopropriete);
    },
    async deposer(brouillon, { avertissementsConfirmes, transmettreMalgreDoublons }) {
      if (brouillon === null) throw new Error('Le brouillon est enregistré avant le dépôt.');
      const body = { idDeclaration: brouillon.id, avertissementsConfirmes, transmettreMalgreDoublons };
      const resultat = options.notaire
        ? await appelerApi(coproprietesDepotRoutes.deposerNotaire, {
            params: { x: options.successeur?.idTeledeclarant ?? 0 },
            body,
          })
        : await appelerApi(coproprietesDepotRoutes.deposer, { body });
      if (resultat.resultat === 'DOUBLONS') return { doublons: resultat.doublons };
      return { notification: resultat.notification };
    },
  };
}

/**
 * Appels du parcours d'une mise à jour standard ou annuelle, ou de la correction de la dernière annuelle
 * (ADR 0134, 0171) : « Enregistrer et continuer » et
 * « Mettre à jour et quitter » enregistrent le brouillon de mise à jour sans le transmettre
 * (`PUT declaration/false/{id}`) ; le récapitulatif le transmet (`PUT declaration/true/{id}`), le serveur
 * revérifiant la déclaration entière. Pas de justificatif ni de doublons : le mandat a ses propres écrans.
 */
export function actionsMiseAJour(options: {
  idCopropriete: number;
  typeMaj: 'STANDARD' | 'ANNUELLE';
  /** Correction de la dernière annuelle (ADR 0171) : `corriger: true` à chaque enregistrement. */
  corriger?: boolean;
  cleCreation: string | null;
}): ActionsDeclaration {
  const envoyer = (
    transmettre: boolean,
    immatCopropriete: ImmatCopropriete,
    courant: { id: number; version: number } | null,
    avertissementsConfirmes: string[],
  ) =>
    appelerApi(coproprietesBrouillonsRoutes.enregistrerMiseAJour, {
      params: { transmettre: transmettre ? 'true' : 'false', id: options.idCopropriete },
      body: {
        id: courant?.id ?? null,
        version: courant?.version ?? null,
        cleCreation: courant ? null : options.cleCreation,
        typeMaj: options.typeMaj,
        ...(options.corriger ? { corriger: true } : {}),
        immatCopropriete,
        avertissementsConfirmes,
      },
      origine: transmettre ? 'transmettre-mise-a-jour' : 'enregistrer-mise-a-jour',
    });
  return {
    async enregistrer(immatCopropriete, courant, demande) {
      const enregistre = await envoyer(false, immatCopropriete, courant, demande.avertissementsConfirmes);
      return { id: enregistre.id, version: enregistre.version };
    },
    async relire() {
      throw new Error("Une mise à jour n'a pas de justificatif à relire.");
    },
    async deposer(brouillon, { avertissementsConfirmes, saisie }) {
      await envoyer(true, saisie, brouillon, avertissementsConfirmes);
      return {
        notification: {
          titre: options.corriger ? 'Correction transmise' : 'Mise à jour transmise',
          description: options.corriger
            ? 'La dernière déclaration annuelle est corrigée : la correction la remplace.'
            : options.typeMaj === 'ANNUELLE'
              ? 'Votre mise à jour annuelle est enregistrée : elle est désormais la déclaration de la copropriété.'
              : 'Votre mise à jour est enregistrée : elle est désormais la déclaration de la copropriété.',
        },
      };
    },
  };
}
