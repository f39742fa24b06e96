import { Accordion } from '@codegouvfr/react-dsfr/Accordion';
import {
  DELAI_MAX_CODE_ACTIVATION_JOURS,
  DUREE_VALIDITE_CODE_ACTIVATION_JOURS,
  systemeRoutes,
} from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { clesSysteme } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { ANCRE_ASSISTANCE } from '../../features/aide/assistance';

/**
 * Assistance du registre : son adresse (configurée côté serveur) et la marche à suivre pour recevoir un
 * nouveau code d'activation, tant que le formulaire de contact n'existe pas.
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

/** Aide : obligations, acteurs et informations à préparer pour déclarer une copropriété ; assistance. */
export function PageAide() {
  return (
    <>
      <h1>Aide</h1>
      <p className="fr-text--lead">
        Cette page répond aux questions les plus fréquentes sur l'immatriculation et la mise à jour des
        copropriétés.
      </p>
      <div className="fr-accordions-group fr-mb-6w">
        <Accordion label="Quelles copropriétés doivent être immatriculées ?">
          Tout syndicat de copropriétaires d'un immeuble comportant au moins un lot à usage d'habitation doit
          être immatriculé. L'immatriculation est suivie d'une mise à jour annuelle obligatoire, dans les deux
          mois qui suivent l'assemblée générale qui approuve les comptes.
        </Accordion>
        <Accordion label="Qui déclare la copropriété ?">
          Le représentant légal du syndicat : syndic professionnel, syndic bénévole ou administrateur
          provisoire. Le notaire immatricule d'office une copropriété nouvellement créée ou lorsqu'aucun
          syndic n'a déclaré la copropriété, et déclare les dissolutions.
        </Accordion>
        <Accordion label="Quelles informations préparer ?">
          <ul>
            <li>le nom, l'adresse de référence et les parcelles cadastrales de la copropriété ;</li>
            <li>
              la date du règlement de copropriété et le nombre de lots (dont habitation, bureaux et commerces,
              stationnement) ;
            </li>
            <li>
              le mandat du représentant légal et son justificatif (contrat de syndic, procès-verbal
              d'assemblée générale ou ordonnance de nomination), au format PDF de 5 Mo au plus ;
            </li>
            <li>les données financières du dernier exercice comptable approuvé ;</li>
            <li>
              les données techniques : nombre de bâtiments, période de construction, chauffage, étiquettes
              énergétiques, ascenseurs.
            </li>
          </ul>
        </Accordion>
        <Accordion label="Qu'est-ce que le rattachement ?">
          Lorsqu'une copropriété est déjà immatriculée, le nouveau représentant légal demande à s'y rattacher
          en déclarant son mandat. Le teneur du registre vérifie la demande ; le représentant précédent peut
          la contester.
        </Accordion>
        <Accordion label="Que faire si mon écran est trop petit ?">
          Les formulaires de déclaration sont conçus pour un écran d'au moins 992 pixels de large. Sur un
          écran plus petit, un avertissement s'affiche : le site reste consultable, mais la saisie est moins
          confortable.
        </Accordion>
      </div>
      <SectionAssistance />
    </>
  );
}
