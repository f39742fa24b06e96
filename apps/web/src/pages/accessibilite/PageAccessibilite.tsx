/** Déclaration d'accessibilité. */
export function PageAccessibilite() {
  return (
    <>
      <h1>Accessibilité</h1>
      <p>
        Le teneur du registre s'engage à rendre le service accessible conformément à l'article 47 de la loi n°
        2005-102 du 11 février 2005.
      </p>
      <h2>État de conformité</h2>
      <p>
        Le site est partiellement conforme au référentiel général d'amélioration de l'accessibilité (RGAA) :
        il utilise le système de design de l'État et chaque page est vérifiée automatiquement (contrôles axe)
        avant sa mise en ligne. Un audit complet n'a pas encore été réalisé.
      </p>
      <h2>Retour d'information et contact</h2>
      <p>
        Si vous n'arrivez pas à accéder à un contenu ou à un service, vous pouvez contacter le teneur du
        registre pour être orienté vers une alternative accessible.
      </p>
      <h2>Voies de recours</h2>
      <p>
        Si vous constatez un défaut d'accessibilité vous empêchant d'accéder à un contenu ou à une
        fonctionnalité, que vous nous l'avez signalé et que vous n'avez pas obtenu de réponse satisfaisante,
        vous pouvez saisir le Défenseur des droits.
      </p>
    </>
  );
}
