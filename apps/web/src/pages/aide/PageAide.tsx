import { Tile } from '@codegouvfr/react-dsfr/Tile';
import {
  CategorieFicheMemo,
  categorieFicheMemoLabels,
  DELAI_MAX_CODE_ACTIVATION_JOURS,
  DUREE_VALIDITE_CODE_ACTIVATION_JOURS,
  systemeRoutes,
} from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { clesSysteme } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { routeDisponible } from '../../app/routes-disponibles';
import { ANCRE_ASSISTANCE } from '../../features/aide/assistance';
import { FichesMemo } from '../../features/aide/FichesMemo';

/**
 * Assistance du registre : son adresse (configurée côté serveur) et la marche à suivre pour recevoir un
 * nouveau code d'activation.
 */
function SectionAssistance() {
  const { data, isPending } = useQuery({
    queryKey: clesSysteme.assistance(),
    queryFn: () => appelerApi(systemeRoutes.assistance),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const courriel = data?.courriel;
  // Arrivée par le lien « Contactez l'assistance » : la section est montrée et reçoit le focus.
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash === `#${ANCRE_ASSISTANCE}`) section.current?.focus();
  }, [hash]);
  return (
    <section
      ref={section}
      id={ANCRE_ASSISTANCE}
      tabIndex={-1}
      aria-labelledby="titre-assistance"
      className="fr-mb-6w"
    >
      <h2 id="titre-assistance">Contacter l'assistance du registre</h2>
      {courriel ? (
        <p data-testid="adresse-assistance">
          Écrivez à l'assistance du registre à l'adresse <a href={`mailto:${courriel}`}>{courriel}</a>.
          Indiquez votre identifiant de connexion et, s'il s'agit d'un établissement, son numéro SIRET.
        </p>
      ) : isPending ? (
        <p role="status">Chargement des coordonnées de l'assistance…</p>
      ) : (
        <p data-testid="adresse-assistance">
          Les coordonnées de l'assistance ne sont pas disponibles pour le moment : revenez sur cette page un
          peu plus tard.
        </p>
      )}
      <h3 className="fr-h5">Courrier perdu ou code d'activation expiré</h3>
      <ol>
        <li>
          Écrivez à l'assistance depuis l'adresse électronique de l'administrateur principal du compte, en
          précisant votre identifiant de connexion et le numéro SIRET de l'établissement (pour un syndic
          bénévole : l'adresse de la copropriété).
        </li>
        <li>
          Après vérification, l'assistance fait envoyer un nouveau code : le courrier part à l'adresse de
          l'établissement (ou de la copropriété) sous {DELAI_MAX_CODE_ACTIVATION_JOURS} jours au plus, et les
          courriers précédents sont annulés.
        </li>
        <li>
          À sa réception, connectez-vous et saisissez le nouveau code sur la page « Activer mon compte ». Un
          code est valable {DUREE_VALIDITE_CODE_ACTIVATION_JOURS} jours.
        </li>
      </ol>
    </section>
  );
}

/** Rubriques de l'aide ; celles dont la page n'existe pas encore ne sont pas proposées. */
const RUBRIQUES_AIDE = [
  {
    route: '/aide/registreetmoi',
    titre: 'Le registre et moi',
    description: 'Qui doit immatriculer, quand mettre à jour, ce qui est public et les sanctions.',
  },
  {
    route: '/aide/tutoriels/videos',
    titre: 'Tutoriels',
    description: 'Vidéos sous-titrées et démarches pas à pas : compte, immatriculation, mise à jour.',
  },
  {
    route: '/aide/questionsansreponse',
    titre: 'Questions fréquentes',
    description: 'Les réponses aux questions les plus posées au teneur du registre.',
  },
  {
    route: '/aide/formulaire',
    titre: 'Nous écrire',
    description: 'Une question, une réclamation, une information à corriger : le formulaire de contact.',
  },
];

/** Aide : rubriques, fiches mémo de chaque public et coordonnées de l'assistance. */
export function PageAide() {
  return (
    <>
      <h1>Aide</h1>
      <p className="fr-text--lead">
        Comprendre ses obligations, préparer une déclaration, retrouver l'accès à son compte : choisissez une
        rubrique ou téléchargez la fiche mémo de votre situation.
      </p>
      <div className="fr-grid-row fr-grid-row--gutters fr-mb-6w">
        {RUBRIQUES_AIDE.filter((r) => routeDisponible(r.route)).map((r) => (
          <div key={r.route} className="fr-col-12 fr-col-md-6 fr-col-lg-3">
            <Tile
              title={r.titre}
              desc={r.description}
              linkProps={{ to: r.route }}
              orientation="vertical"
              small
            />
          </div>
        ))}
      </div>
      <section aria-labelledby="titre-fiches-memo" className="fr-mb-6w">
        <h2 id="titre-fiches-memo">Fiches mémo</h2>
        <p>Des fiches courtes, au format PDF, à imprimer ou à garder, pour chaque public du registre.</p>
        <div className="fr-grid-row fr-grid-row--gutters">
          {CategorieFicheMemo.options.map((categorie) => (
            <section
              key={categorie}
              aria-labelledby={`titre-fiches-${categorie}`}
              className="fr-col-12 fr-col-md-6"
            >
              <h3 id={`titre-fiches-${categorie}`} className="fr-h5">
                {categorieFicheMemoLabels[categorie]}
              </h3>
              <FichesMemo categorie={categorie} />
            </section>
          ))}
        </div>
      </section>
      <SectionAssistance />
    </>
  );
}
