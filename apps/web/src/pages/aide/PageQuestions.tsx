import { Accordion } from '@codegouvfr/react-dsfr/Accordion';
import {
  DELAI_MAX_CODE_ACTIVATION_JOURS,
  DELAI_REPONSE_DOUBLON_JOURS_OUVRES,
  TAILLE_MAX_FICHIER_MO,
} from '@registre/domain';
import { Link } from 'react-router';
import { LIEN_ASSISTANCE } from '../../features/aide/assistance';

interface Question {
  question: string;
  reponse: NonNullable<React.ReactNode>;
}

interface Rubrique {
  id: string;
  titre: string;
  questions: Question[];
}

const RUBRIQUES: Rubrique[] = [
  {
    id: 'immatriculation',
    titre: 'Immatriculation',
    questions: [
      {
        question: 'Quelles copropriétés doivent être immatriculées ?',
        reponse: (
          <p>
            Tout syndicat de copropriétaires d'un immeuble comportant au moins un lot à usage d'habitation,
            quelle que soit sa taille. Une copropriété composée uniquement de bureaux, de commerces ou de
            parkings n'est pas concernée.
          </p>
        ),
      },
      {
        question: 'Qui déclare la copropriété ?',
        reponse: (
          <p>
            Le représentant légal du syndicat : syndic professionnel, syndic bénévole ou administrateur
            provisoire. Le notaire immatricule une copropriété nouvellement créée et peut immatriculer
            d'office une copropriété qui ne l'est pas lors de la vente d'un lot ; il déclare aussi les
            dissolutions.
          </p>
        ),
      },
      {
        question: 'Quelles informations préparer ?',
        reponse: (
          <ul>
            <li>le nom, l'adresse de référence et les parcelles cadastrales de la copropriété ;</li>
            <li>
              la date du règlement de copropriété et le nombre de lots (dont habitation, bureaux et commerces,
              stationnement) ;
            </li>
            <li>
              le mandat du représentant légal et son justificatif (contrat de syndic, procès-verbal
              d'assemblée générale ou ordonnance de nomination), au format PDF de {TAILLE_MAX_FICHIER_MO} Mo
              au plus ;
            </li>
            <li>les données financières du dernier exercice comptable approuvé ;</li>
            <li>
              les données techniques : nombre de bâtiments, période de construction, chauffage, étiquettes
              énergétiques, ascenseurs.
            </li>
          </ul>
        ),
      },
      {
        question: 'Le registre me signale une copropriété « très proche » : que faire ?',
        reponse: (
          <p>
            Une copropriété à la même adresse, avec un nombre de bâtiments voisin, existe peut-être déjà :
            c'est souvent la même, immatriculée par le syndic précédent. Demandez plutôt à vous y rattacher.
            Si vous confirmez qu'il s'agit d'une autre copropriété, le teneur du registre vous répond sous{' '}
            {DELAI_REPONSE_DOUBLON_JOURS_OUVRES} jour ouvré.
          </p>
        ),
      },
      {
        question: 'Puis-je interrompre une déclaration et la reprendre plus tard ?',
        reponse: (
          <p>
            Oui : chaque étape est enregistrée en brouillon. Retrouvez-le dans « Mes brouillons », depuis
            n'importe quel poste, et reprenez à la première étape incomplète.
          </p>
        ),
      },
    ],
  },
  {
    id: 'mise-a-jour',
    titre: 'Mise à jour annuelle',
    questions: [
      {
        question: 'Quand faire la mise à jour annuelle ?',
        reponse: (
          <p>
            Chaque année, dans les deux mois qui suivent l'assemblée générale qui approuve les comptes de
            l'exercice. Les données financières (budget, charges, impayés, dettes, fonds de travaux) sont
            celles de cet exercice.
          </p>
        ),
      },
      {
        question: "L'assemblée générale n'a pas approuvé les comptes : que déclarer ?",
        reponse: (
          <p>
            Déclarez l'exercice en « comptes non approuvés » : la copropriété reste à jour de ses obligations.
            Vous compléterez les données financières une fois les comptes approuvés.
          </p>
        ),
      },
      {
        question: "J'ai fait une erreur dans la dernière déclaration annuelle",
        reponse: (
          <p>
            Depuis la liste de vos copropriétés, l'action « Corriger la dernière déclaration annuelle » rouvre
            la déclaration avec ses données ; la correction est validée comme une nouvelle demande.
          </p>
        ),
      },
    ],
  },
  {
    id: 'rattachement',
    titre: 'Changement de syndic et rattachement',
    questions: [
      {
        question: "Qu'est-ce que le rattachement ?",
        reponse: (
          <p>
            Lorsqu'une copropriété est déjà immatriculée, le nouveau représentant légal demande à s'y
            rattacher en déclarant son mandat, avec le numéro d'immatriculation. Le teneur du registre vérifie
            la demande ; le représentant précédent peut la contester.
          </p>
        ),
      },
      {
        question: 'Mon mandat arrive à échéance : que faire sur le registre ?',
        reponse: (
          <p>
            Renouvelez-le depuis la liste de vos copropriétés (filtre « Mandats ») avec le procès-verbal de
            l'assemblée générale qui vous a désigné de nouveau. Un mandat expiré est signalé sur votre tableau
            de bord.
          </p>
        ),
      },
    ],
  },
  {
    id: 'compte',
    titre: 'Compte et connexion',
    questions: [
      {
        question: "Je n'ai pas reçu mon code d'activation",
        reponse: (
          <p>
            Le code part par courrier à l'adresse de l'établissement (ou de la copropriété pour un syndic
            bénévole) ; comptez {DELAI_MAX_CODE_ACTIVATION_JOURS} jours au plus. Passé ce délai, écrivez à{' '}
            <Link to={LIEN_ASSISTANCE}>l'assistance du registre</Link>, qui fait envoyer un nouveau code.
          </p>
        ),
      },
      {
        question: "J'ai oublié mon mot de passe",
        reponse: (
          <p>
            Sur la page de connexion, choisissez « Mot de passe oublié » : un lien pour en choisir un nouveau
            vous est envoyé à l'adresse électronique du compte.{' '}
            <Link to="/compte/mot-de-passe-oublie">Retrouver l'accès à mon compte</Link>.
          </p>
        ),
      },
      {
        question: 'Que faire si mon écran est trop petit ?',
        reponse: (
          <p>
            Les formulaires de déclaration sont conçus pour un écran d'au moins 992 pixels de large. Sur un
            écran plus petit, un avertissement s'affiche : le site reste consultable, mais la saisie est moins
            confortable.
          </p>
        ),
      },
    ],
  },
  {
    id: 'public',
    titre: 'Annuaire et données publiques',
    questions: [
      {
        question: "Que montre l'annuaire sur une copropriété ?",
        reponse: (
          <p>
            Ce que la loi rend public (article L. 711-2 du code de la construction et de l'habitation) : nom
            et adresse du syndicat, date de création, nombre et nature des lots, syndic professionnel,
            procédures et arrêtés en cours. Les données financières et le nom d'un syndic bénévole ne sont pas
            publiés.
          </p>
        ),
      },
      {
        question: 'Une information publiée sur ma copropriété est fausse',
        reponse: (
          <p>
            Prévenez le syndic, qui la corrige par une mise à jour. S'il ne le fait pas, écrivez au teneur du
            registre depuis la page d'aide, en indiquant le numéro d'immatriculation de la copropriété.
          </p>
        ),
      },
    ],
  },
];

/** Questions fréquentes (spec 1 §2, lien `aide/questionsansreponse`) : accordéons DSFR par rubrique. */
export function PageQuestions() {
  return (
    <>
      <h1>Questions fréquentes</h1>
      <p className="fr-text--lead">
        Les réponses aux questions que les syndics, notaires et particuliers posent le plus souvent au teneur
        du registre.
      </p>
      <nav aria-labelledby="titre-rubriques-faq" className="fr-mb-4w">
        <h2 id="titre-rubriques-faq" className="fr-h6">
          Rubriques
        </h2>
        <ul>
          {RUBRIQUES.map((r) => (
            <li key={r.id}>
              <a href={`#${r.id}`}>{r.titre}</a>
            </li>
          ))}
        </ul>
      </nav>
      {RUBRIQUES.map((r) => (
        <section key={r.id} id={r.id} aria-labelledby={`titre-${r.id}`} className="fr-mb-6w">
          <h2 id={`titre-${r.id}`}>{r.titre}</h2>
          <div className="fr-accordions-group">
            {r.questions.map((q) => (
              <Accordion key={q.question} label={q.question}>
                {q.reponse}
              </Accordion>
            ))}
          </div>
        </section>
      ))}
      <p>
        Votre question n'y est pas ? <Link to={LIEN_ASSISTANCE}>Contactez l'assistance du registre</Link>.
      </p>
    </>
  );
}
