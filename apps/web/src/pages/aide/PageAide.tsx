import { Accordion } from '@codegouvfr/react-dsfr/Accordion';

/** Aide : obligations, acteurs et informations à préparer pour déclarer une copropriété. */
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
    </>
  );
}
