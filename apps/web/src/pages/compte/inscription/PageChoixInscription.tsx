import { Tile } from '@codegouvfr/react-dsfr/Tile';
import { TYPES_INSCRIPTION, typeInscriptionDescriptions, typeInscriptionLabels } from '@registre/domain';
import { Link } from 'react-router';

/** Choix du type de déclarant avant le formulaire d'inscription (`/compte/inscription`). */
export function PageChoixInscription() {
  return (
    <div className="fr-my-6w">
      <h1>Créer un compte de télédéclarant</h1>
      <p className="fr-text--lead">
        Le compte de télédéclarant permet d'immatriculer les copropriétés que vous gérez et de les mettre à
        jour chaque année.
      </p>
      <p>
        Après l'inscription, l'administrateur principal reçoit un courriel pour créer son mot de passe. Pour
        les syndics, un code d'activation est ensuite envoyé par courrier postal, sous 15 jours au plus : il
        prouve l'adresse de l'établissement et ouvre l'accès aux déclarations.
      </p>
      <h2 className="fr-h4">Vous êtes :</h2>
      <ul className="fr-grid-row fr-grid-row--gutters fr-raw-list" aria-label="Types de déclarant">
        {TYPES_INSCRIPTION.map((type) => (
          <li key={type} className="fr-col-12 fr-col-md-4">
            <Tile
              title={typeInscriptionLabels[type]}
              titleAs="h3"
              desc={typeInscriptionDescriptions[type]}
              linkProps={{ to: `/compte/inscription/${type}` }}
              enlargeLinkOrButton
              orientation="vertical"
            />
          </li>
        ))}
      </ul>
      <p className="fr-mt-4w">
        Vous avez déjà un compte ? <Link to="/compte">Connectez-vous</Link>.
      </p>
    </div>
  );
}
