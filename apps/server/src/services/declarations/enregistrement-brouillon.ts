import {
  type BrouillonEnregistre,
  contexteDeclaration,
  type Declaration,
  type EnregistrementBrouillon,
  ErreurMetier,
  type EtapeEnregistree,
  type ImmatCopropriete,
  lireDateTexte,
  machineCopropriete,
  machineDeclaration,
  machineMandat,
  normaliserSaisieDeclaration,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import { creerDocumentRepository, type NouveauDocument } from '../../repositories/document.repository.js';
import type { Executeur } from '../../repositories/journal.repository.js';
import { journaliser } from '../journal.js';
import {
  acteurDe,
  aujourdhui,
  estAuteur,
  exigerCleCreation,
  exigerNatureImmatriculation,
  exigerTransition,
  exigerVersionLue,
  MESSAGE_BROUILLON_INTROUVABLE,
  MESSAGE_VERSION_DEPASSEE,
  typeMajDeLImmatriculation,
} from './commun.js';
import { CHAMP_JUSTIFICATIF, lireJustificatif } from './justificatif.js';
import { recopieSurCopropriete, verifierCodesInsee, verifierEtape } from './verification-saisie.js';

/** La clé de création était déjà prise : la transaction est annulée et le brouillon existant renvoyé. */
class CleDejaPrise extends Error {}

/** Mandat demandé avec la déclaration : colonnes tirées des informations de rattachement. */
function valeursMandat(saisie: ImmatCopropriete) {
  const info = saisie.infoRattachement;
  return {
    adminProvisoire: info?.adminProvisoire ?? false,
    dateDebut: lireDateTexte(info?.dateDebutMandat),
    dateFin: lireDateTexte(info?.dateFinMandat),
    typeJustif: info?.typeJustifMandat ?? null,
  };
}

/**
 * Enregistrement d'un brouillon d'immatriculation (`PUT coproprietes/brouillon/save/{x}`, ADR 0130, 0131).
 * Tout est vérifié avant d'écrire (étape, codes INSEE, justificatif) : une saisie refusée laisse le brouillon
 * enregistré intact. Création idempotente par clé ; enregistrement sous condition de version.
 */
export function creerServiceEnregistrementBrouillon(db: Db) {
  async function ecrireJustificatif(
    tx: Executeur,
    document: NouveauDocument | null,
  ): Promise<{ idDocument: number; dateTeleversement: Date } | Record<string, never>> {
    if (document === null) return {};
    return { idDocument: await creerDocumentRepository(tx).inserer(document), dateTeleversement: new Date() };
  }

  async function creer(
    utilisateur: UtilisateurSession,
    corps: EnregistrementBrouillon,
    saisie: ImmatCopropriete,
    document: NouveauDocument | null,
    avecMandat: boolean,
  ): Promise<BrouillonEnregistre> {
    const cle = corps.cleCreation as string;
    const typeImmat = corps.typeImmat ?? 'DEFAULT';
    const acteur = acteurDe(utilisateur);
    const creationCopropriete = exigerTransition(machineCopropriete.creer('creerBrouillon', { acteur }));
    const creationDeclaration = exigerTransition(machineDeclaration.creer('creerBrouillon', { acteur }));
    const creationMandat = avecMandat
      ? exigerTransition(machineMandat.creer('creerBrouillon', { acteur }))
      : null;
    return db.transaction(async (tx) => {
      const repo = creerDeclarationRepository(tx);
      const idCopropriete = await repo.creerCopropriete({
        etat: creationCopropriete.etat,
        ...recopieSurCopropriete(saisie),
      });
      let idMandat: number | null = null;
      if (creationMandat && utilisateur.idTeledeclarant !== null) {
        idMandat = await repo.creerMandat({
          idCopropriete,
          idTeledeclarant: utilisateur.idTeledeclarant,
          statut: creationMandat.etat,
          ...valeursMandat(saisie),
          ...(await ecrireJustificatif(tx, document)),
          idCompteDemandeur: utilisateur.idCompte,
        });
      }
      const contenu: Declaration = { immatCopropriete: saisie };
      const id = await repo.creer({
        idCopropriete,
        statut: creationDeclaration.etat,
        typeImmat,
        typeMaj: typeMajDeLImmatriculation(typeImmat),
        idTeledeclarant: utilisateur.idTeledeclarant,
        idCompteDeclarant: utilisateur.idCompte,
        utilisateurDeclare: utilisateur.login,
        idMandat,
        cleCreation: cle,
        contenu,
      });
      if (id === undefined) throw new CleDejaPrise();
      const libelle = saisie.identification?.nomCopropriete ?? null;
      await journaliser(tx, {
        acteur: utilisateur,
        transition: { depuis: null, resultat: creationCopropriete },
        cible: { type: 'COPROPRIETE', id: idCopropriete, libelle },
      });
      await journaliser(tx, {
        acteur: utilisateur,
        transition: { depuis: null, resultat: creationDeclaration },
        cible: { type: 'DECLARATION', id, libelle },
      });
      if (idMandat !== null && creationMandat) {
        await journaliser(tx, {
          acteur: utilisateur,
          transition: { depuis: null, resultat: creationMandat },
          cible: { type: 'MANDAT', id: idMandat, libelle },
        });
      }
      return { id, idCopropriete, version: 1 };
    });
  }

  /** Brouillon déjà créé avec cette clé (rejeu, double clic, second onglet) : renvoyé tel quel à son auteur. */
  async function existantParCle(
    utilisateur: UtilisateurSession,
    cle: string,
  ): Promise<BrouillonEnregistre | null> {
    const existant = await creerDeclarationRepository(db).parCleCreation(cle);
    if (!existant) return null;
    if (!estAuteur(utilisateur, existant.entete)) {
      throw new ErreurMetier('conflit', 'Cette clé de création est déjà utilisée : rechargez le formulaire.');
    }
    const { id, idCopropriete, version } = existant.entete;
    return { id, idCopropriete, version };
  }

  return {
    async enregistrer(
      utilisateur: UtilisateurSession,
      x: EtapeEnregistree,
      corps: EnregistrementBrouillon,
    ): Promise<BrouillonEnregistre> {
      const saisie = normaliserSaisieDeclaration(corps.immatCopropriete) as ImmatCopropriete;
      const repo = creerDeclarationRepository(db);
      // Deux lectures indépendantes lancées ensemble (hors transaction) : l'en-tête du brouillon et les codes INSEE
      // de la saisie ; une erreur de codes n'est rendue qu'après les vérifications qui la précédaient.
      const [existant, erreurCodesInsee] = await Promise.all([
        corps.id ? repo.lireEntete(corps.id) : undefined,
        verifierCodesInsee(repo, saisie).then(
          () => null,
          (erreur: unknown) => erreur,
        ),
      ]);
      if (corps.id) {
        if (!existant || !estAuteur(utilisateur, existant.entete) || existant.entete.typeImmat === null) {
          throw new ErreurMetier('introuvable', MESSAGE_BROUILLON_INTROUVABLE);
        }
        if (existant.entete.statut !== 'BROUILLON') {
          throw new ErreurMetier(
            'conflit',
            "Cette déclaration n'est plus un brouillon : elle ne peut plus être enregistrée ainsi.",
          );
        }
        exigerVersionLue(corps.version, existant.entete.version);
      } else {
        const deja = await existantParCle(utilisateur, exigerCleCreation(corps.cleCreation));
        if (deja) return deja;
        exigerNatureImmatriculation(utilisateur, corps.typeImmat ?? 'DEFAULT');
      }
      const typeImmat = existant?.entete.typeImmat ?? corps.typeImmat ?? 'DEFAULT';
      const contexte = contexteDeclaration(
        { typeImmat, typeMaj: typeMajDeLImmatriculation(typeImmat) },
        { aujourdhui: aujourdhui() },
      );
      if (corps.justificatif && !contexte.avecMandat) {
        throw new ErreurMetier('saisie', "Cette déclaration n'a pas de mandat à justifier.", [
          { champ: CHAMP_JUSTIFICATIF, message: "Cette déclaration n'a pas de mandat à justifier." },
        ]);
      }
      const document = corps.justificatif ? lireJustificatif(corps.justificatif) : null;
      if (contexte.avecMandat) {
        // Le justificatif est celui que le serveur connaît (déposé ici ou avant), jamais celui que dit la saisie.
        const depose = existant?.infoRattachement;
        saisie.infoRattachement = {
          ...saisie.infoRattachement,
          idDocument: document ? null : (depose?.idDocument ?? null),
          justifMandat: document
            ? {
                nom: document.nom,
                type: document.typeMime,
                taille: document.contenu.byteLength,
                sha256: document.sha256,
              }
            : (depose?.justifMandat ?? null),
          nomFichierJustifMandat: document?.nom ?? depose?.nomFichierJustifMandat ?? null,
        };
      }
      // Tout est vérifié avant d'écrire : une saisie refusée laisse le brouillon enregistré intact.
      verifierEtape(x, saisie, contexte, corps.avertissementsConfirmes);
      if (erreurCodesInsee) throw erreurCodesInsee;

      if (!existant) {
        try {
          return await creer(utilisateur, corps, saisie, document, contexte.avecMandat);
        } catch (erreur) {
          if (!(erreur instanceof CleDejaPrise)) throw erreur;
          const deja = await existantParCle(utilisateur, corps.cleCreation as string);
          if (deja) return deja;
          throw erreur;
        }
      }

      const { entete } = existant;
      return db.transaction(async (tx) => {
        const r = creerDeclarationRepository(tx);
        // Une instruction (ADR 0186) : la déclaration sous condition de version, ses listes qui ont changé, et ce qui
        // a changé des champs recopiés sur la copropriété (encore brouillon) et sur le mandat demandé.
        const version = await r.ecrire(
          entete.id,
          { immatCopropriete: saisie },
          {
            versionAttendue: entete.version,
            recopies: {
              copropriete:
                entete.etatCopropriete === 'BROUILLON'
                  ? { id: entete.idCopropriete, valeurs: recopieSurCopropriete(saisie) }
                  : undefined,
              mandat:
                entete.idMandat !== null && contexte.avecMandat
                  ? {
                      id: entete.idMandat,
                      valeurs: { ...valeursMandat(saisie), ...(await ecrireJustificatif(tx, document)) },
                    }
                  : undefined,
            },
          },
        );
        if (version === null) throw new ErreurMetier('conflit', MESSAGE_VERSION_DEPASSEE);
        await journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'ENREGISTREMENT_BROUILLON',
          cible: {
            type: 'DECLARATION',
            id: entete.id,
            libelle: saisie.identification?.nomCopropriete ?? null,
          },
        });
        return { id: entete.id, idCopropriete: entete.idCopropriete, version };
      });
    },
  };
}
