import { createHash } from 'node:crypto';
import {
  aujourdhuiParis,
  erreurSaisie,
  exigerResultatAccepte,
  type FichierRecu,
  type InfoRattachement,
  lireDateTexte,
  reglesDemandeRattachement,
  type TypeJustifMandat,
  verifierPdf,
} from '@registre/domain';
import type { NouveauDocument } from '../../repositories/document.repository.js';

export const CHAMP_JUSTIFICATIF = 'justificatif';

/** Mandat demandé, vérifié : dates, nature, justificatif à écrire (ou `null` : celui déjà déposé reste). */
export interface MandatDemandeVerifie {
  dateDebut: Date;
  dateFin: Date;
  adminProvisoire: boolean;
  typeJustif: TypeJustifMandat;
  document: NouveauDocument | null;
}

/**
 * Règles §5.3 du mandat demandé (celles de l'étape « informations de rattachement », ADR 0300) et contrôle du
 * justificatif par son contenu (PDF, 5 Mo au plus), avant toute écriture : 400 par champ, avertissements à
 * confirmer. `justificatif` nul : un justificatif est déjà déposé (modification sans nouveau fichier).
 */
export function verifierMandatDemande(
  info: InfoRattachement,
  justificatif: FichierRecu | null,
  confirmes: readonly string[],
  maintenant: Date,
): MandatDemandeVerifie {
  const contenu = justificatif ? Buffer.from(justificatif.contenu) : null;
  const erreurPdf = justificatif && contenu ? verifierPdf(justificatif.nom, contenu) : null;
  // Le justificatif arrive dans le corps, ou il est déjà déposé : la règle « justificatif déposé » est satisfaite,
  // son contenu est contrôlé ici.
  const regles = reglesDemandeRattachement(
    { ...info, justifMandat: null, idDocument: 0 },
    aujourdhuiParis(maintenant),
  );
  exigerResultatAccepte(
    {
      ...regles,
      erreurs: erreurPdf
        ? [
            ...regles.erreurs,
            { champ: CHAMP_JUSTIFICATIF, code: 'fichier.invalide', message: erreurPdf.message },
          ]
        : regles.erreurs,
    },
    confirmes,
  );
  const dateDebut = lireDateTexte(info.dateDebutMandat ?? null);
  const dateFin = lireDateTexte(info.dateFinMandat ?? null);
  const typeJustif = info.typeJustifMandat;
  if (!dateDebut || !dateFin || !typeJustif) {
    throw erreurSaisie('infoRattachement.typeJustifMandat', 'Le mandat demandé est incomplet.');
  }
  return {
    dateDebut,
    dateFin,
    adminProvisoire: info.adminProvisoire === true,
    typeJustif,
    document:
      justificatif && contenu
        ? {
            nom: justificatif.nom,
            typeMime: 'application/pdf',
            sha256: createHash('sha256').update(contenu).digest('hex'),
            contenu,
          }
        : null,
  };
}
