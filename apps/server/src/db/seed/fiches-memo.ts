import { createHash } from 'node:crypto';
import type { CategorieFicheMemo } from '@registre/domain';
import { creerFichesMemoRepository } from '../../repositories/fiches-memo.repository.js';
import { genererPdf } from '../../services/documents/pdf.js';
import type { Db } from '../connexion.js';

interface Rubrique {
  titre: string;
  /** Paragraphes ; une ligne qui commence par « – » est un élément de liste. */
  paragraphes: string[];
}

export interface FicheMemo {
  categorie: CategorieFicheMemo;
  nom: string;
  titre: string;
  description: string;
  rubriques: Rubrique[];
}

const TEXTES_DE_REFERENCE: Rubrique = {
  titre: 'Textes de référence',
  paragraphes: [
    '– Loi n° 2014-366 du 24 mars 2014 pour l’accès au logement et un urbanisme rénové (loi ALUR), qui crée le registre.',
    '– Code de la construction et de l’habitation, articles L. 711-1 à L. 711-7 et R. 711-1 à R. 711-21.',
    '– Décret n° 2016-1167 du 26 août 2016 relatif au registre national d’immatriculation des syndicats de copropriétaires.',
    '– Arrêté du 10 octobre 2016 relatif au traitement de données à caractère personnel « registre national d’immatriculation des syndicats de copropriétaires ».',
  ],
};

/**
 * Fiches mémo du registre, par public (ADR 0262) : textes écrits pour ce registre, mis en page en PDF par le
 * projet (pdfkit) et conservés en base au démarrage, une fois par catégorie et par nom, dans l'ordre de la liste.
 */
export const FICHES_MEMO: readonly FicheMemo[] = [
  {
    categorie: 'GENERAL',
    nom: 'registre-des-coproprietes-l-essentiel.pdf',
    titre: 'Le registre des copropriétés : l’essentiel',
    description: 'À quoi sert le registre, qui doit y déclarer quoi, et ce que le public peut y consulter.',
    rubriques: [
      {
        titre: 'Pourquoi un registre ?',
        paragraphes: [
          'Le registre national d’immatriculation des copropriétés a été créé par la loi ALUR pour que les pouvoirs publics connaissent l’état des copropriétés et puissent agir avant qu’elles ne rencontrent des difficultés.',
          'Tout syndicat de copropriétaires qui administre un immeuble comportant au moins un lot à usage d’habitation doit y être immatriculé.',
        ],
      },
      {
        titre: 'Qui déclare ?',
        paragraphes: [
          '– Le syndic, professionnel ou bénévole, représentant légal du syndicat : immatriculation puis mise à jour annuelle.',
          '– L’administrateur provisoire, lorsque la copropriété en a un.',
          '– Le notaire : immatriculation d’une copropriété nouvellement créée par la mise en copropriété d’un immeuble, et immatriculation d’office lors d’une vente si la copropriété ne l’est pas.',
        ],
      },
      {
        titre: 'Ce que le public consulte',
        paragraphes: [
          'L’annuaire du registre montre à tous le nom et l’adresse du syndicat, sa date de création, le nombre et la nature de ses lots, le nom du syndic professionnel et les procédures ou arrêtés en cours (article L. 711-2). Les données financières ne sont jamais publiques.',
        ],
      },
      {
        titre: 'Le numéro d’immatriculation',
        paragraphes: [
          'Chaque copropriété reçoit un numéro de deux lettres et sept chiffres (affiché par exemple AB1-234-567). Il figure sur la fiche synthétique et doit être mentionné dans les actes de vente d’un lot.',
        ],
      },
      TEXTES_DE_REFERENCE,
    ],
  },
  {
    categorie: 'GENERAL',
    nom: 'calendrier-et-sanctions.pdf',
    titre: 'Calendrier des obligations et sanctions',
    description:
      'Les échéances d’immatriculation, la mise à jour annuelle et ce qu’encourt un syndic en retard.',
    rubriques: [
      {
        titre: 'Échéances d’immatriculation',
        paragraphes: [
          '– Copropriétés de plus de 200 lots : au plus tard le 31 décembre 2016.',
          '– Copropriétés de plus de 50 lots : au plus tard le 31 décembre 2017.',
          '– Autres copropriétés : au plus tard le 31 décembre 2018.',
          '– Copropriétés nouvellement créées : dès leur création, depuis le 1er janvier 2017.',
        ],
      },
      {
        titre: 'Mise à jour annuelle',
        paragraphes: [
          'Chaque année, dans les deux mois qui suivent l’assemblée générale qui approuve les comptes, le syndic actualise les données financières et techniques de la copropriété. Si les comptes ne sont pas approuvés, il le déclare pour que la copropriété reste à jour.',
        ],
      },
      {
        titre: 'Sanctions (article L. 711-6)',
        paragraphes: [
          'Le teneur du registre, un copropriétaire ou toute personne intéressée peut mettre le syndic en demeure d’immatriculer ou d’actualiser. Un mois après une mise en demeure restée sans effet, le teneur peut appliquer une astreinte d’au plus 20 euros par lot et par semaine de retard, que le syndic rémunéré ne peut pas facturer aux copropriétaires.',
          'Une copropriété non immatriculée ou dont les données ne sont pas à jour ne peut pas recevoir de subvention de l’État, des collectivités ou de leurs établissements publics.',
        ],
      },
      TEXTES_DE_REFERENCE,
    ],
  },
  {
    categorie: 'PRO',
    nom: 'syndic-professionnel-immatriculer-et-mettre-a-jour.pdf',
    titre: 'Syndic professionnel : immatriculer et mettre à jour',
    description: 'Du compte de télédéclarant à la mise à jour annuelle, pas à pas.',
    rubriques: [
      {
        titre: 'Votre compte',
        paragraphes: [
          'L’établissement crée un compte de télédéclarant avec son numéro SIRET. Un code d’activation est envoyé par courrier à l’adresse de l’établissement : saisissez-le sur la page « Activer mon compte ». L’administrateur principal peut ensuite créer jusqu’à quatre administrateurs secondaires et des comptes de gestion.',
        ],
      },
      {
        titre: 'Immatriculer une copropriété',
        paragraphes: [
          '– Préparez le règlement de copropriété, le nombre de lots, les parcelles cadastrales, votre contrat de syndic ou le procès-verbal qui vous désigne (PDF de 5 Mo au plus).',
          '– Suivez les étapes : identification, procédures, données financières, données techniques, récapitulatif.',
          '– Si une copropriété très proche existe déjà, le registre vous le signale : demandez plutôt à vous y rattacher.',
        ],
      },
      {
        titre: 'Changement de syndic : le rattachement',
        paragraphes: [
          'Quand vous reprenez une copropriété déjà immatriculée, ne la créez pas de nouveau : demandez à vous y rattacher avec son numéro d’immatriculation et votre mandat. Le teneur vérifie la demande ; le syndic précédent peut la contester.',
        ],
      },
      {
        titre: 'Chaque année',
        paragraphes: [
          'Après l’assemblée générale qui approuve les comptes, faites la mise à jour annuelle depuis « Mes copropriétés ». Pensez aussi à renouveler le mandat avant son échéance : un mandat expiré est signalé sur votre tableau de bord.',
        ],
      },
    ],
  },
  {
    categorie: 'BENEVOLE',
    nom: 'syndic-benevole-premiers-pas.pdf',
    titre: 'Syndic bénévole : premiers pas sur le registre',
    description:
      'Créer son compte, immatriculer sa copropriété et tenir ses données à jour sans être un professionnel.',
    rubriques: [
      {
        titre: 'Qui est syndic bénévole ?',
        paragraphes: [
          'Un copropriétaire désigné syndic par l’assemblée générale, sans rémunération, ou le syndicat coopératif. Il a les mêmes obligations déclaratives qu’un syndic professionnel.',
        ],
      },
      {
        titre: 'Créer votre compte',
        paragraphes: [
          'Choisissez « Syndic bénévole » dans la création de compte. Le code d’activation est envoyé par courrier à l’adresse de la copropriété : il est valable un temps limité, redemandez-le à l’assistance en cas de perte.',
        ],
      },
      {
        titre: 'Votre nom reste privé',
        paragraphes: [
          'L’annuaire public indique qu’une copropriété est gérée par un syndic bénévole, sans afficher votre nom.',
        ],
      },
      {
        titre: 'Ce qu’il faut préparer',
        paragraphes: [
          '– Le procès-verbal de l’assemblée générale qui vous a désigné (PDF de 5 Mo au plus).',
          '– Le règlement de copropriété et l’état descriptif de division : nombre de lots et leur nature.',
          '– Les comptes du dernier exercice approuvé : budget, charges, impayés, fonds de travaux.',
        ],
      },
    ],
  },
  {
    categorie: 'NOTAIRE',
    nom: 'notaire-immatriculation-d-office-et-ventes.pdf',
    titre: 'Notaire : immatriculation d’office, ventes et dissolutions',
    description: 'Ce que le notaire déclare au registre et comment vérifier une copropriété avant une vente.',
    rubriques: [
      {
        titre: 'Mise en copropriété d’un immeuble',
        paragraphes: [
          'Le notaire qui publie l’état descriptif de division et le règlement de copropriété d’un immeuble nouvellement mis en copropriété en fait l’immatriculation.',
        ],
      },
      {
        titre: 'Vente d’un lot',
        paragraphes: [
          'Le numéro d’immatriculation est mentionné dans l’acte de vente. Si la copropriété n’est pas immatriculée, le notaire peut l’immatriculer d’office et en informe le teneur.',
          'La fiche synthétique remise par le syndic porte un code QR : le scanner permet de vérifier sur le site qu’elle correspond à la dernière déclaration validée.',
        ],
      },
      {
        titre: 'Dissolution',
        paragraphes: [
          'Lorsque l’immeuble cesse d’être en copropriété (réunion de tous les lots, démolition), le notaire déclare la dissolution avec son justificatif ; le teneur la valide.',
        ],
      },
      {
        titre: 'Votre étude',
        paragraphes: [
          'L’étude s’inscrit une fois avec son numéro ; les notaires et collaborateurs de l’étude ont chacun leur compte. Un collaborateur consulte les copropriétés et l’annuaire mais ne déclare pas.',
        ],
      },
    ],
  },
  {
    categorie: 'INSTITUTION',
    nom: 'institutionnels-utiliser-les-donnees-du-registre.pdf',
    titre: 'Institutionnels : utiliser les données du registre',
    description:
      'Outil de catégorisation, données brutes et statistiques territoriales pour les collectivités et organismes publics.',
    rubriques: [
      {
        titre: 'Votre accès',
        paragraphes: [
          'Les agents des collectivités et organismes publics se connectent par le service d’authentification de leur institution. L’accès est en lecture seule, dans le respect de la charte de confidentialité.',
        ],
      },
      {
        titre: 'Repérer les copropriétés fragiles',
        paragraphes: [
          'L’outil de catégorisation filtre les copropriétés d’un territoire par taille, période de construction, procédures en cours, impayés ou étiquette énergétique. Enregistrez vos recherches et partagez-les avec votre service.',
        ],
      },
      {
        titre: 'Données brutes et rapports',
        paragraphes: [
          'Téléchargez les données de votre territoire (fichiers datés) et les rapports de synthèse. Les données financières détaillées ne servent qu’aux missions de l’institution : ne les publiez pas.',
        ],
      },
      {
        titre: 'Conformité par commune',
        paragraphes: [
          'La page des statistiques montre, par département et par commune, la part des copropriétés avec un mandat en cours et une mise à jour annuelle faite. Elle se télécharge pour vos tableaux de bord.',
        ],
      },
    ],
  },
];

/** Met en page une fiche mémo : titre, rubriques, listes à puces. */
export function produirePdfFiche(fiche: FicheMemo): Promise<Uint8Array> {
  return genererPdf(
    (doc) => {
      doc.fontSize(10).text('Registre national d’immatriculation des copropriétés — fiche mémo');
      doc.moveDown(0.5).fontSize(18).text(fiche.titre);
      doc.moveDown(0.3).fontSize(11).text(fiche.description);
      for (const rubrique of fiche.rubriques) {
        doc.moveDown().fontSize(13).text(rubrique.titre);
        for (const paragraphe of rubrique.paragraphes) {
          const puce = paragraphe.startsWith('– ');
          doc
            .moveDown(0.4)
            .fontSize(11)
            .text(puce ? `•  ${paragraphe.slice(2)}` : paragraphe, { indent: puce ? 12 : 0 });
        }
      }
      doc
        .moveDown(2)
        .fontSize(9)
        .text(
          'Une question ? Consultez l’aide du site du registre ou écrivez-nous par son formulaire de contact.',
        );
    },
    { titre: fiche.titre },
  );
}

/** Publie les fiches absentes de la base (idempotent) ; renvoie le nombre de fiches ajoutées. */
export async function chargerFichesMemo(db: Db): Promise<number> {
  let ajoutees = 0;
  for (const [ordre, fiche] of FICHES_MEMO.entries()) {
    const pdf = Buffer.from(await produirePdfFiche(fiche));
    const publiee = await db.transaction((tx) =>
      creerFichesMemoRepository(tx).publier(
        {
          categorie: fiche.categorie,
          nom: fiche.nom,
          titre: fiche.titre,
          description: fiche.description,
          ordre,
        },
        {
          nom: fiche.nom,
          typeMime: 'application/pdf',
          sha256: createHash('sha256').update(pdf).digest('hex'),
          contenu: pdf,
        },
      ),
    );
    if (publiee) ajoutees += 1;
  }
  return ajoutees;
}
