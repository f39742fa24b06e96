import {
  type ChangementCertificat,
  type ErreurChamp,
  ErreurMetier,
  erreurSaisie,
  type FicheTeledeclarant,
  type ModificationTeledeclarant,
  normaliserCodeApe,
  verifierChangementStatutParLeTeneur,
  verifierCommuneDuCodePostal,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import {
  creerGestionTeledeclarantsRepository,
  type ModificationTeledeclarantTable,
} from '../../repositories/gestion-teledeclarants.repository.js';
import { creerReferentielRepository } from '../../repositories/referentiel.repository.js';
import { correspondanceRepresentantLegal } from '../../repositories/teledeclarant.correspondance.js';
import { journaliser } from '../journal.js';
import { lireCertificatPem } from './certificat.js';
import { fiche, MESSAGE_TELEDECLARANT_INCONNU } from './consultation-teledeclarants.js';
import { detailCourrier, preparerCourrierActivation } from './courrier-activation.js';

const MESSAGE_SIRET_PRIS = 'Ce SIRET est déjà utilisé par un autre télédéclarant.';

function estDoublonSiret(erreur: unknown): boolean {
  const pg = erreur as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = pg.code ?? pg.cause?.code;
  const contrainte = pg.constraint ?? pg.cause?.constraint;
  return code === '23505' && contrainte === 'teledeclarant_siret_actif_unique';
}

/** Contrôle un changement de certificat ; renvoie les colonnes à écrire, ou l'erreur du champ. */
function certificat(
  numero: 1 | 2,
  changement: ChangementCertificat,
): { valeurs: ModificationTeledeclarantTable; detail: string | null } | { erreur: ErreurChamp } {
  const colonnes = (subjectDn: string | null, issuerDn: string | null): ModificationTeledeclarantTable =>
    numero === 1
      ? { certificat1SubjectDn: subjectDn, certificat1IssuerDn: issuerDn }
      : { certificat2SubjectDn: subjectDn, certificat2IssuerDn: issuerDn };
  switch (changement.action) {
    case 'conserver':
      return { valeurs: {}, detail: null };
    case 'retirer':
      return { valeurs: colonnes(null, null), detail: 'retiré' };
    case 'remplacer': {
      const lu = lireCertificatPem(changement.pem);
      if (!lu.ok) return { erreur: { champ: `certificat${numero}`, message: lu.message } };
      return {
        valeurs: colonnes(lu.certificat.subjectDn, lu.certificat.issuerDn),
        detail: `remplacé (${lu.certificat.subjectDn})`.slice(0, 300),
      };
    }
  }
}

/** Colonnes écrites à partir de la saisie du teneur (hors statut et certificats). */
function colonnesSaisies(
  saisie: ModificationTeledeclarant,
  siret: string | null,
): ModificationTeledeclarantTable {
  return {
    raisonSociale: saisie.raisonSociale,
    siret,
    codeApe: saisie.codeApe ? normaliserCodeApe(saisie.codeApe) : null,
    libelleActivite: saisie.libelleActivite ?? null,
    typeEtablissement: saisie.typeEtablissement ?? null,
    telephone: saisie.telephone ?? null,
    adresseLigne1: saisie.adresse.l1 ?? null,
    adresseLigne2: saisie.adresse.l2 ?? null,
    adresseLigne3: saisie.adresse.l3 ?? null,
    adresseLigne4: saisie.adresse.l4 ?? null,
    adresseLigne5: saisie.adresse.l5 ?? null,
    adresseLigne6: saisie.adresse.l6 ?? null,
    adresseLigne7: saisie.adresse.l7 ?? null,
    codePostal: saisie.codePostal ?? null,
    localite: saisie.commune ?? null,
    ...correspondanceRepresentantLegal.versColonnes(saisie.representantLegal),
  };
}

/**
 * Mise à jour d'un télédéclarant par le teneur (ADR 0061, 0062) : les erreurs de saisie sont toutes
 * rendues ensemble, sur leurs champs ; le changement de statut passe par la machine du cycle de vie ;
 * tout est écrit et journalisé dans une transaction.
 */
export function creerModificationTeledeclarant(db: Db, options: { urlPublique: string }) {
  const lecture = creerGestionTeledeclarantsRepository(db);

  return async function modifier(
    utilisateur: UtilisateurSession,
    saisie: ModificationTeledeclarant,
  ): Promise<FicheTeledeclarant> {
    try {
      const apres = await db.transaction(async (tx) => {
        const depot = creerGestionTeledeclarantsRepository(tx);
        const avant = await depot.parIdPourMiseAJour(saisie.id);
        if (!avant) throw new ErreurMetier('introuvable', MESSAGE_TELEDECLARANT_INCONNU);
        if (avant.statut === 'SUPPRIME') {
          throw new ErreurMetier('saisie', 'Ce télédéclarant est supprimé : il ne peut plus être modifié.');
        }
        const erreurs: ErreurChamp[] = [];
        const siret = saisie.siret ?? null;
        if (siret === null && avant.type !== 'NON_PRO') {
          erreurs.push({
            champ: 'siret',
            message: 'Le SIRET est obligatoire pour un syndic professionnel ou une étude notariale.',
          });
        } else if (
          siret !== null &&
          siret !== avant.siret &&
          (await depot.siretPrisParUnAutre(siret, avant.id))
        ) {
          erreurs.push({ champ: 'siret', message: MESSAGE_SIRET_PRIS });
        }
        const statut = verifierChangementStatutParLeTeneur(avant.statut, saisie.statut);
        if (!statut.ok) erreurs.push({ champ: 'statut', message: statut.message });
        const referentiel = creerReferentielRepository(tx);
        const rl = saisie.representantLegal;
        const adresses = [
          {
            prefixe: '',
            avant: [avant.codePostal, avant.localite],
            apres: [saisie.codePostal, saisie.commune],
          },
          {
            prefixe: 'representantLegal.adresse.',
            avant: [avant.representantCodePostal, avant.representantCommune],
            apres: [rl.adresse.codePostal, rl.adresse.commune],
          },
        ];
        // Code postal et commune croisés avec le référentiel quand le teneur les change (issue 7 §5.1) ; une
        // adresse restée telle que le répertoire des entreprises l'a donnée n'est pas remise en cause.
        for (const {
          prefixe,
          avant: [cpAvant, communeAvant],
          apres: [cp, commune],
        } of adresses) {
          if (cp == null || commune == null || (cp === cpAvant && commune === communeAvant)) continue;
          const erreur = verifierCommuneDuCodePostal(await referentiel.communesDuCodePostal(cp), { commune });
          if (erreur !== null) erreurs.push({ champ: `${prefixe}${erreur.champ}`, message: erreur.message });
        }
        const certificat1 = certificat(1, saisie.certificat1);
        const certificat2 = certificat(2, saisie.certificat2);
        if ('erreur' in certificat1) erreurs.push(certificat1.erreur);
        if ('erreur' in certificat2) erreurs.push(certificat2.erreur);
        if (erreurs.length > 0 || !statut.ok || 'erreur' in certificat1 || 'erreur' in certificat2) {
          throw new ErreurMetier('saisie', erreurs[0]?.message ?? 'La mise à jour est invalide.', erreurs);
        }

        const valeurs: ModificationTeledeclarantTable = {
          ...colonnesSaisies(saisie, siret),
          ...certificat1.valeurs,
          ...certificat2.valeurs,
        };
        const changement = statut.changement === null ? null : statut;
        if (changement !== null) {
          valeurs.statut = changement.transition.etat;
          if (changement.transition.etat === 'ACTIF') valeurs.activeLe = new Date();
        }
        const champsModifies = (Object.keys(valeurs) as (keyof ModificationTeledeclarantTable)[]).filter(
          (cle) => cle !== 'statut' && cle !== 'activeLe' && valeurs[cle] !== avant[cle],
        );
        const apres = await depot.modifier(avant.id, valeurs);
        const cible = { type: 'TELEDECLARANT' as const, id: avant.id, libelle: apres.raisonSociale };
        if (champsModifies.length > 0) {
          await journaliser(tx, {
            acteur: utilisateur,
            typeEvenement: 'MODIFICATION_TELEDECLARANT',
            cible,
            detail: {
              champs: champsModifies.join(', ').slice(0, 1000),
              ...(certificat1.detail ? { certificat1: certificat1.detail } : {}),
              ...(certificat2.detail ? { certificat2: certificat2.detail } : {}),
            },
          });
        }
        if (changement === null) return apres;
        await journaliser(tx, {
          acteur: utilisateur,
          transition: { depuis: avant.statut, resultat: changement.transition },
          cible,
        });
        if (!changement.transition.regle.journal.includes('ENVOI_CODE_ACTIVATION')) return apres;
        // Exiger une nouvelle activation envoie un nouveau code par courrier (ADR 0061).
        const courrier = await preparerCourrierActivation(tx, apres, {
          urlPublique: options.urlPublique,
          maintenant: new Date(),
        });
        await journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'ENVOI_CODE_ACTIVATION',
          cible,
          detail: detailCourrier(courrier),
        });
        return (await depot.parId(avant.id)) ?? apres;
      });
      return fiche(apres, await lecture.nombreCoproprietes(apres.id));
    } catch (erreur) {
      if (estDoublonSiret(erreur)) throw erreurSaisie('siret', MESSAGE_SIRET_PRIS);
      throw erreur;
    }
  };
}
