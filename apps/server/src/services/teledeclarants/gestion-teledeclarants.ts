import {
  type BilanSuppressionTeledeclarant,
  type ChangementCertificat,
  type CriteresRechercheTeledeclarant,
  categorieDuTypeEvenement,
  type ErreurChamp,
  type EtatCopropriete,
  type FicheTeledeclarant,
  type ModificationTeledeclarant,
  machineCopropriete,
  machineMandat,
  machineTeledeclarant,
  normaliserCodeApe,
  PAYS_PAR_DEFAUT,
  type ResultatRechercheTeledeclarants,
  type StatutMandat,
  statutMandatLabels,
  type TeledeclarantEtUtilisateurs,
  type TypeCibleEvenement,
  type TypeEvenement,
  verifierChangementStatutParLeTeneur,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { DetailEvenement } from '../../db/schema/index.js';
import { ErreurHttp, erreurChamp } from '../../plugins/erreurs.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import {
  type CoproprieteConcernee,
  creerGestionTeledeclarantsRepository,
  type MandatASupprimer,
  type ModificationTeledeclarantTable,
} from '../../repositories/gestion-teledeclarants.repository.js';
import type { Executeur } from '../../repositories/journal.repository.js';
import type { LigneTeledeclarant } from '../../repositories/teledeclarant.repository.js';
import { acteurJournal, journaliser, modaliteJournal } from '../journal.js';
import { lireCertificatPem } from './certificat.js';
import { preparerCourrierActivation } from './courrier-activation.js';
import { etablissementEnregistre, representantLegalEnregistre } from './ligne-teledeclarant.js';

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/** Fiche restituée au teneur à partir de la ligne enregistrée. */
function fiche(td: LigneTeledeclarant, nbCopro: number): FicheTeledeclarant {
  const certificat = (subjectDn: string | null, issuerDn: string | null) =>
    subjectDn || issuerDn ? { subjectDn, issuerDn } : null;
  return {
    ...etablissementEnregistre(td),
    typeEtablissement: td.typeEtablissement,
    numeroEtudeNotariale: td.numeroEtudeNotariale,
    telephone: td.telephone,
    codePostal: td.codePostal,
    commune: td.localite,
    representantLegal: representantLegalEnregistre(td),
    parametresServiceWeb: {
      certificat1: certificat(td.certificat1SubjectDn, td.certificat1IssuerDn),
      certificat2: certificat(td.certificat2SubjectDn, td.certificat2IssuerDn),
    },
    nbCopro,
    dateCreation: td.creeLe.toISOString(),
    dateActivation: iso(td.activeLe),
    dateEnvoiCodeActivation: iso(td.codeActivationEnvoyeLe),
  };
}

/** Écrit une entrée au journal ; la catégorie se déduit du type d'événement. */
function journal(
  tx: Executeur,
  utilisateur: UtilisateurSession,
  typeEvenement: TypeEvenement,
  cible: { type: TypeCibleEvenement; id: number; libelle?: string | null },
  detail?: DetailEvenement,
): Promise<number> {
  return journaliser(tx, {
    acteur: acteurJournal(utilisateur),
    categorie: categorieDuTypeEvenement(typeEvenement),
    typeEvenement,
    modalite: modaliteJournal(utilisateur),
    cible,
    ...(detail ? { detail } : {}),
  });
}

function estDoublonSiret(erreur: unknown): boolean {
  const pg = erreur as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = pg.code ?? pg.cause?.code;
  const contrainte = pg.constraint ?? pg.cause?.constraint;
  return code === '23505' && contrainte === 'teledeclarant_siret_actif_unique';
}

const MESSAGE_SIRET_PRIS = 'Ce SIRET est déjà utilisé par un autre télédéclarant.';
const MOTIF_SUPPRESSION = 'Suppression du télédéclarant par le teneur du registre';

/** Mandats laissés en l'état à la suppression : leur histoire est close. */
const STATUTS_MANDAT_CLOS: readonly StatutMandat[] = ['ARCHIVE', 'SUPPRIME'];
/** Mandats déjà remplacés par un mandat plus récent : archivés plutôt que supprimés (ADR 0060). */
const STATUTS_MANDAT_REMPLACE: readonly StatutMandat[] = ['RENOUVELLEMENT_DECLARE', 'SUCCESSEUR_VALIDE'];
/** États où la copropriété est rattachée au télédéclarant : le rattachement est retiré. */
const ETATS_RATTACHES: readonly EtatCopropriete[] = [
  'IMMATRICULEE_RATTACHEE',
  'IMMATRICULEE_RATTACHEMENT_EXPIRE',
];

const designationCopropriete = (c: CoproprieteConcernee | undefined) =>
  c?.numeroImmatriculation ? `copropriété ${c.numeroImmatriculation}` : `copropriété n° ${c?.id ?? '?'}`;

/** Gestion des télédéclarants par le teneur : recherche, fiche, mise à jour, suppression (ADR 0060 à 0062). */
export function creerServiceGestionTeledeclarants(db: Db, options: { urlPublique: string }) {
  const lecture = creerGestionTeledeclarantsRepository(db);

  async function lireFiche(id: number): Promise<FicheTeledeclarant> {
    const td = await lecture.parId(id);
    if (!td) throw new ErreurHttp(404, "Ce télédéclarant n'existe pas.");
    return fiche(td, await lecture.nombreCoproprietes(id));
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

  return {
    async rechercher(criteres: CriteresRechercheTeledeclarant): Promise<ResultatRechercheTeledeclarants> {
      const { lignes, totalItems } = await lecture.rechercher(criteres);
      return { teledeclarantDTOList: lignes, totalItems };
    },

    lire: lireFiche,

    async lireAvecUtilisateurs(id: number): Promise<TeledeclarantEtUtilisateurs> {
      const teledeclarant = await lireFiche(id);
      const comptes = await lecture.comptes(id);
      return {
        teledeclarant,
        utilisateurs: comptes.map((c) => ({
          id: c.id,
          login: c.login,
          email: c.email,
          civilite: c.civilite,
          nom: c.nom,
          prenom: c.prenom,
          profil: c.profil,
          statut: c.statut,
          adminPrincipal: c.adminPrincipal,
          motDePasseCree: c.motDePasseHash !== null,
          dateDerniereActivite: iso(c.dateDerniereActivite),
        })),
      };
    },

    /**
     * Mise à jour par le teneur (ADR 0061, 0062) : les erreurs de saisie sont toutes rendues ensemble, sur
     * leurs champs ; le changement de statut passe par la machine du cycle de vie ; tout est écrit et
     * journalisé dans une transaction.
     */
    async modifier(
      utilisateur: UtilisateurSession,
      saisie: ModificationTeledeclarant,
    ): Promise<FicheTeledeclarant> {
      try {
        const apres = await db.transaction(async (tx) => {
          const depot = creerGestionTeledeclarantsRepository(tx);
          const avant = await depot.parIdPourMiseAJour(saisie.id);
          if (!avant) throw new ErreurHttp(404, "Ce télédéclarant n'existe pas.");
          if (avant.statut === 'SUPPRIME') {
            throw new ErreurHttp(400, 'Ce télédéclarant est supprimé : il ne peut plus être modifié.');
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
          const certificat1 = certificat(1, saisie.certificat1);
          const certificat2 = certificat(2, saisie.certificat2);
          if ('erreur' in certificat1) erreurs.push(certificat1.erreur);
          if ('erreur' in certificat2) erreurs.push(certificat2.erreur);
          if (erreurs.length > 0 || !statut.ok || 'erreur' in certificat1 || 'erreur' in certificat2) {
            throw new ErreurHttp(400, erreurs[0]?.message ?? 'La mise à jour est invalide.', erreurs);
          }

          const rl = saisie.representantLegal;
          const valeurs: ModificationTeledeclarantTable = {
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
            representantCivilite: rl.civilite ?? null,
            representantNom: rl.nom ?? null,
            representantPrenom: rl.prenom ?? null,
            representantEmail: rl.email ? rl.email.toLowerCase() : null,
            representantTelephone: rl.telephone ?? null,
            representantComplement: rl.adresse.complement ?? null,
            representantImmeuble: rl.adresse.immeuble ?? null,
            representantVoie: rl.adresse.voie ?? null,
            representantLieuDit: rl.adresse.lieuDit ?? null,
            representantCodePostal: rl.adresse.codePostal ?? null,
            representantCommune: rl.adresse.commune ?? null,
            representantPays: rl.adresse.pays ?? PAYS_PAR_DEFAUT,
            ...certificat1.valeurs,
            ...certificat2.valeurs,
          };
          const changement = statut.changement;
          if (changement !== null) {
            valeurs.statut = changement.statut;
            if (changement.statut === 'ACTIF') valeurs.activeLe = new Date();
          }
          const champsModifies = (Object.keys(valeurs) as (keyof ModificationTeledeclarantTable)[]).filter(
            (cle) => cle !== 'statut' && cle !== 'activeLe' && valeurs[cle] !== avant[cle],
          );
          const apres = await depot.modifier(avant.id, valeurs);
          const cible = { type: 'TELEDECLARANT' as const, id: avant.id, libelle: apres.raisonSociale };
          if (champsModifies.length > 0) {
            await journal(tx, utilisateur, 'MODIFICATION_TELEDECLARANT', cible, {
              champs: champsModifies.join(', ').slice(0, 1000),
              ...(certificat1.detail ? { certificat1: certificat1.detail } : {}),
              ...(certificat2.detail ? { certificat2: certificat2.detail } : {}),
            });
          }
          if (changement !== null) {
            await journal(tx, utilisateur, changement.journal[0], cible, {
              evenement: changement.evenement,
              ancienStatut: avant.statut,
              nouveauStatut: changement.statut,
            });
          }
          if (changement?.journal.includes('ENVOI_CODE_ACTIVATION')) {
            // Exiger une nouvelle activation envoie un nouveau code par courrier (ADR 0061).
            const courrier = await preparerCourrierActivation(tx, apres, {
              urlPublique: options.urlPublique,
              maintenant: new Date(),
            });
            await journal(tx, utilisateur, 'ENVOI_CODE_ACTIVATION', cible, {
              idLettre: courrier.idLettre,
              dateEnvoiPrevue: courrier.dateEnvoiPrevue.toISOString().slice(0, 10),
            });
            return (await depot.parId(avant.id)) ?? apres;
          }
          return apres;
        });
        return fiche(apres, await lecture.nombreCoproprietes(apres.id));
      } catch (erreur) {
        if (estDoublonSiret(erreur)) {
          throw erreurChamp('siret', MESSAGE_SIRET_PRIS);
        }
        throw erreur;
      }
    },

    /**
     * Suppression d'un télédéclarant avec ses mandats (spec 1 §4 « Dissolution », ADR 0060), en une
     * transaction : mandats supprimés (ou archivés s'ils sont déjà remplacés) par la machine des mandats,
     * rattachements retirés, demandes de rattachement ou de contestation en attente refusées, successions
     * déclarées vers lui annulées, comptes supprimés et leurs sessions détruites, télédéclarant supprimé
     * par sa machine ; chaque changement est journalisé. Refusée tant qu'une de ses demandes est en cours
     * d'instruction par un teneur.
     */
    async supprimer(utilisateur: UtilisateurSession, id: number): Promise<BilanSuppressionTeledeclarant> {
      return db.transaction(async (tx) => {
        const depot = creerGestionTeledeclarantsRepository(tx);
        const td = await depot.parIdPourMiseAJour(id);
        if (!td) throw new ErreurHttp(404, "Ce télédéclarant n'existe pas.");
        const transition = machineTeledeclarant.transition(td.statut, 'supprimer', { acteur: 'teneur' });
        if (!transition.ok) throw new ErreurHttp(400, transition.refus.message);

        const mandats = await depot.mandatsPourMiseAJour(id);
        const successions = await depot.successionsDeclareesVers(id);
        const ouverts = mandats.filter((m) => !STATUTS_MANDAT_CLOS.includes(m.statut));
        const coproprietes = await depot.coproprietesPourMiseAJour(id, [
          ...new Set([...ouverts, ...successions].map((m) => m.idCopropriete)),
        ]);
        const coproParId = new Map(coproprietes.map((c) => [c.id, c]));

        // Plan : chaque mandat ouvert passe par la machine ; un refus bloque toute la suppression.
        const blocages: string[] = [];
        const aSupprimer: MandatASupprimer[] = [];
        const aArchiver: MandatASupprimer[] = [];
        for (const m of ouverts) {
          const evenement = STATUTS_MANDAT_REMPLACE.includes(m.statut) ? 'archiver' : 'supprimer';
          const resultat = machineMandat.transition(m.statut, evenement, { acteur: 'teneur' });
          if (!resultat.ok) {
            blocages.push(
              `mandat n° ${m.id} (${designationCopropriete(coproParId.get(m.idCopropriete))}, ${statutMandatLabels[m.statut].toLowerCase()})`,
            );
          } else if (evenement === 'archiver') {
            aArchiver.push(m);
          } else {
            aSupprimer.push(m);
          }
        }
        for (const c of coproprietes) {
          if (c.verrouIdCompte !== null || c.etat.endsWith('EN_COURS_DE_VALIDATION')) {
            blocages.push(`${designationCopropriete(c)} (demande en cours de validation par un teneur)`);
          }
        }
        if (blocages.length > 0) {
          const liste = blocages.slice(0, 5).join(' ; ');
          const reste = blocages.length > 5 ? ` et ${blocages.length - 5} autre(s)` : '';
          throw new ErreurHttp(
            400,
            `Le télédéclarant ne peut pas être supprimé tant que des demandes le concernant sont en cours d'instruction : ${liste}${reste}. Traitez-les d'abord au guichet de validation.`,
          );
        }

        // Mandats.
        await depot.changerStatutMandats(
          aSupprimer.map((m) => m.id),
          'SUPPRIME',
          { motifSuppression: MOTIF_SUPPRESSION },
        );
        await depot.changerStatutMandats(
          aArchiver.map((m) => m.id),
          'ARCHIVE',
        );
        for (const [liste, type] of [
          [aSupprimer, 'SUPPRESSION_MANDAT'],
          [aArchiver, 'ARCHIVAGE_MANDAT'],
        ] as const) {
          for (const m of liste) {
            await journal(
              tx,
              utilisateur,
              type,
              {
                type: 'MANDAT',
                id: m.id,
                libelle: coproParId.get(m.idCopropriete)?.numeroImmatriculation ?? null,
              },
              { ancienStatut: m.statut, motif: MOTIF_SUPPRESSION },
            );
          }
        }

        // Successions déclarées vers lui par d'autres télédéclarants : annulées.
        for (const m of successions) {
          const resultat = machineMandat.transition(m.statut, 'annulerSuccesseur', { acteur: 'teneur' });
          if (!resultat.ok) throw new ErreurHttp(400, resultat.refus.message);
          await depot.changerStatutMandats([m.id], resultat.etat, {
            idTeledeclarantSuccesseur: null,
            emailSuccesseur: null,
            cleSuccesseurHash: null,
            successeurDeclareLe: null,
          });
          await journal(
            tx,
            utilisateur,
            resultat.journal,
            {
              type: 'MANDAT',
              id: m.id,
              libelle: coproParId.get(m.idCopropriete)?.numeroImmatriculation ?? null,
            },
            { motif: 'Le successeur déclaré a été supprimé par le teneur du registre' },
          );
        }

        // Copropriétés : rattachements retirés, demandes en attente refusées.
        const retires = new Set([...aSupprimer, ...aArchiver].map((m) => m.id));
        const demandesEnAttente = new Set(
          aSupprimer.filter((m) => m.statut === 'A_VALIDER').map((m) => m.idCopropriete),
        );
        let nbRattachementsRetires = 0;
        for (const c of coproprietes) {
          const cible = { type: 'COPROPRIETE' as const, id: c.id, libelle: c.numeroImmatriculation };
          const representee =
            c.idTeledeclarantCourant === id || (c.idMandatCourant !== null && retires.has(c.idMandatCourant));
          if (representee) {
            const valeurs: Parameters<typeof depot.modifierCopropriete>[1] = {
              idTeledeclarantCourant: null,
              idMandatCourant: null,
              dateDebutMandat: null,
              dateFinMandat: null,
            };
            if (ETATS_RATTACHES.includes(c.etat)) {
              const resultat = machineCopropriete.transition(c.etat, 'retirerRattachement', {
                acteur: 'teneur',
              });
              if (!resultat.ok) throw new ErreurHttp(400, resultat.refus.message);
              valeurs.etat = resultat.etat;
              nbRattachementsRetires += 1;
              await journal(tx, utilisateur, resultat.journal, cible, {
                ancienEtat: c.etat,
                nouvelEtat: resultat.etat,
                motif: MOTIF_SUPPRESSION,
              });
            }
            await depot.modifierCopropriete(c.id, valeurs);
          } else if (demandesEnAttente.has(c.id)) {
            const evenement =
              c.etat === 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER'
                ? 'refuserRattachement'
                : c.etat === 'IMMATRICULEE_RATTACHEMENT_CONTESTE'
                  ? 'refuserContestation'
                  : null;
            if (evenement === null) continue;
            const resultat = machineCopropriete.transition(c.etat, evenement, {
              acteur: 'teneur',
              statutMandatCourant: c.statutMandatCourant,
            });
            if (!resultat.ok) throw new ErreurHttp(400, resultat.refus.message);
            await depot.modifierCopropriete(c.id, { etat: resultat.etat });
            await journal(tx, utilisateur, resultat.journal, cible, {
              ancienEtat: c.etat,
              nouvelEtat: resultat.etat,
              motif: 'Demande retirée : le télédéclarant demandeur a été supprimé',
            });
          }
        }

        // Comptes et sessions.
        const comptes = await depot.supprimerComptes(id);
        await depot.detruireSessions(comptes.map((c) => c.id));
        for (const c of comptes) {
          await journal(
            tx,
            utilisateur,
            'SUPPRESSION_UTILISATEUR',
            { type: 'UTILISATEUR', id: c.id, libelle: c.login },
            { motif: MOTIF_SUPPRESSION },
          );
        }

        // Télédéclarant.
        await depot.modifier(id, { statut: transition.etat, supprimeLe: new Date() });
        const bilan: BilanSuppressionTeledeclarant = {
          id,
          nbMandatsSupprimes: aSupprimer.length,
          nbMandatsArchives: aArchiver.length,
          nbComptesSupprimes: comptes.length,
          nbRattachementsRetires,
        };
        await journal(
          tx,
          utilisateur,
          transition.journal,
          { type: 'TELEDECLARANT', id, libelle: td.raisonSociale },
          { ancienStatut: td.statut, ...bilan, nbSuccessionsAnnulees: successions.length },
        );
        return bilan;
      });
    },
  };
}
