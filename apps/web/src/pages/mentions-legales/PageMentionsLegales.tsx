/** Mentions légales, dont la politique de gestion des cookies. */
export function PageMentionsLegales() {
  return (
    <>
      <h1>Mentions légales</h1>
      <h2>Éditeur</h2>
      <p>
        Le registre national d'immatriculation des copropriétés est édité pour le compte de l'État par
        l'Agence nationale de l'habitat (Anah), teneur du registre en application des articles L. 711-1 et
        suivants du code de la construction et de l'habitation.
      </p>
      <h2>Traitement des données personnelles</h2>
      <p>
        Les données collectées servent à tenir le registre et à informer les pouvoirs publics sur l'état des
        copropriétés. Les personnes concernées disposent d'un droit d'accès et de rectification auprès du
        teneur du registre.
      </p>
      <h2 id="cookies">Politique de gestion des cookies</h2>
      <p>Le site dépose uniquement des cookies strictement nécessaires à son fonctionnement :</p>
      <ul>
        <li>un cookie de session, qui maintient votre connexion ;</li>
        <li>des cookies de sécurité, qui protègent les formulaires contre la falsification de requêtes ;</li>
        <li>
          le souvenir de votre choix dans le bandeau des cookies, conservé un jour dans votre navigateur.
        </li>
      </ul>
      <p>Aucun cookie de mesure d'audience, de publicité ou de réseau social n'est déposé.</p>
    </>
  );
}
