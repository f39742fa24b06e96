import { createHash } from 'node:crypto';
import { lireDateIso } from '@registre/domain';
import { creerNewsletterRepository } from '../../repositories/newsletter.repository.js';
import { genererPdf } from '../../services/documents/pdf.js';
import { titreLettre } from '../../services/newsletter/newsletter-service.js';
import type { Db } from '../connexion.js';

interface Rubrique {
  titre: string;
  paragraphes: string[];
}

interface NumeroLettre {
  nom: string;
  /** Date de publication, AAAA-MM-JJ. */
  datePublication: string;
  rubriques: Rubrique[];
}

/**
 * Numéros publiés de la lettre d'information du registre (ADR 0261) : textes écrits pour ce registre, mis en
 * page en PDF par le projet (pdfkit) et conservés en base au démarrage, une fois par numéro.
 */
export const NUMEROS_LETTRE: readonly NumeroLettre[] = [
  {
    nom: 'lettre-information-2026-03.pdf',
    datePublication: '2026-03-16',
    rubriques: [
      {
        titre: 'La mise à jour annuelle, après l’assemblée générale',
        paragraphes: [
          'Chaque année, dans les deux mois qui suivent l’assemblée générale qui approuve les comptes, le syndic met à jour les données financières de la copropriété : budget prévisionnel, charges, impayés, dettes fournisseurs et montant du fonds de travaux.',
          'La mise à jour se fait depuis la liste « Mes copropriétés ». Un brouillon est enregistré à chaque étape : vous pouvez l’interrompre et le reprendre sur un autre poste.',
        ],
      },
      {
        titre: 'Comptes non approuvés',
        paragraphes: [
          'Lorsque l’assemblée générale n’a pas approuvé les comptes, la déclaration « comptes non approuvés » permet de le signaler sans attendre : la copropriété reste à jour de ses obligations déclaratives.',
        ],
      },
    ],
  },
  {
    nom: 'lettre-information-2026-06.pdf',
    datePublication: '2026-06-15',
    rubriques: [
      {
        titre: 'La fiche synthétique vérifiable',
        paragraphes: [
          'La fiche synthétique de la copropriété, que le syndic remet à tout copropriétaire qui vend son lot, est produite par le registre avec un code QR.',
          'L’acquéreur ou le notaire qui scanne ce code vérifie sur le site du registre que la fiche correspond bien à la dernière déclaration validée.',
        ],
      },
      {
        titre: 'Changement de syndic',
        paragraphes: [
          'Le nouveau syndic déclare son mandat depuis son espace ; la déclaration de son prédécesseur reste consultable jusqu’à la validation par le teneur du registre.',
        ],
      },
    ],
  },
  {
    nom: 'lettre-information-2026-10.pdf',
    datePublication: '2026-10-12',
    rubriques: [
      {
        titre: 'L’annuaire public et les statistiques',
        paragraphes: [
          'Particuliers, collectivités et acquéreurs consultent librement l’annuaire des copropriétés immatriculées, par numéro, par nom ou par adresse, ainsi que les statistiques du registre par région, département, intercommunalité et commune.',
        ],
      },
      {
        titre: 'Nous écrire',
        paragraphes: [
          'Une information erronée, une copropriété introuvable, une difficulté d’accès à votre compte ? Le formulaire de contact de la rubrique Aide transmet votre demande, avec un justificatif PDF si besoin, à l’équipe du teneur du registre.',
        ],
      },
    ],
  },
];

function datePublication(numero: NumeroLettre): Date {
  const date = lireDateIso(numero.datePublication);
  if (!date) throw new Error(`Date de publication invalide : ${numero.datePublication}`);
  return date;
}

/** Met en page un numéro de la lettre d'information. */
export function produirePdfLettre(numero: NumeroLettre): Promise<Uint8Array> {
  const titre = titreLettre(datePublication(numero));
  return genererPdf(
    (doc) => {
      doc.fontSize(18).text('Registre national d’immatriculation des copropriétés');
      doc.moveDown(0.5).fontSize(14).text(titre);
      for (const rubrique of numero.rubriques) {
        doc.moveDown().fontSize(13).text(rubrique.titre);
        for (const paragraphe of rubrique.paragraphes) doc.moveDown(0.5).fontSize(11).text(paragraphe);
      }
      doc
        .moveDown(2)
        .fontSize(9)
        .text(
          'Vous recevez cette lettre parce que vous vous êtes inscrit sur le site du registre. Pour ne plus la recevoir, écrivez-nous par le formulaire de contact.',
        );
    },
    { titre },
  );
}

/** Publie les numéros absents de la base (idempotent) ; renvoie le nombre de numéros ajoutés. */
export async function chargerLettresInformation(db: Db): Promise<number> {
  let ajoutes = 0;
  for (const numero of NUMEROS_LETTRE) {
    const pdf = Buffer.from(await produirePdfLettre(numero));
    const publie = await db.transaction((tx) =>
      creerNewsletterRepository(tx).publierLettre(numero.nom, datePublication(numero), {
        nom: numero.nom,
        typeMime: 'application/pdf',
        sha256: createHash('sha256').update(pdf).digest('hex'),
        contenu: pdf,
      }),
    );
    if (publie) ajoutes += 1;
  }
  return ajoutes;
}
