import { Display, headerFooterDisplayItem } from '@codegouvfr/react-dsfr/Display';
import { Footer } from '@codegouvfr/react-dsfr/Footer';
import { Header } from '@codegouvfr/react-dsfr/Header';
import { SkipLinks } from '@codegouvfr/react-dsfr/SkipLinks';
import { libelleVersion, TITRE_SITE } from '@registre/domain';
import { useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { versionServeur } from '../api/client';
import { AvisEcranEtroit } from '../components/socle/AvisEcranEtroit';
import { BandeauConsentement } from '../components/socle/BandeauConsentement';
import { BandeauInformation } from '../components/socle/BandeauInformation';
import { IndicateurChargement } from '../components/socle/IndicateurChargement';
import { GardeCharteConfidentialite } from '../features/clavis/GardeCharteConfidentialite';
import { NewsletterPiedDePage } from '../features/newsletter/NewsletterPiedDePage';
import { Notifications } from '../features/notifications/Notifications';
import { BandeauxSession } from '../features/session/BandeauxSession';
import { useEntreesCompte } from '../features/session/MenuCompte';
import { useSession } from '../features/session/session';
import { navigationPrincipale } from './navigation';
import { TitreEtFilAriane } from './TitreEtFilAriane';

const marque = (
  <>
    République
    <br />
    Française
  </>
);

/** Gabarit commun : en-tête, bandeaux, fil d'Ariane, notifications, contenu, pied de page. */
export function Layout() {
  const version = useSyncExternalStore(versionServeur.abonner, () => versionServeur.valeur);
  const { compte } = useSession();
  const { pathname } = useLocation();
  const entreesCompte = useEntreesCompte();
  return (
    <>
      <IndicateurChargement />
      <SkipLinks
        links={[
          { label: 'Contenu', anchor: '#contenu' },
          { label: 'Pied de page', anchor: '#pied-de-page' },
        ]}
      />
      <Header
        brandTop={marque}
        serviceTitle={TITRE_SITE}
        serviceTagline="Immatriculer, mettre à jour et consulter les copropriétés"
        homeLinkProps={{ to: '/', title: `Accueil - ${TITRE_SITE}` }}
        quickAccessItems={[
          { iconId: 'fr-icon-question-line', text: 'Aide', linkProps: { to: '/aide' } },
          ...entreesCompte,
          headerFooterDisplayItem,
        ]}
        navigation={navigationPrincipale(compte, pathname)}
      />
      <BandeauInformation />
      <BandeauxSession />
      <AvisEcranEtroit />
      <main id="contenu" tabIndex={-1} className="fr-container fr-pb-6w">
        <TitreEtFilAriane />
        <Notifications />
        <GardeCharteConfidentialite>
          <Outlet />
        </GardeCharteConfidentialite>
      </main>
      {pathname !== '/newsletter' && <NewsletterPiedDePage />}
      <Footer
        id="pied-de-page"
        brandTop={marque}
        accessibility="partially compliant"
        accessibilityLinkProps={{ to: '/accessibilite' }}
        termsLinkProps={{ to: '/mentionslegales' }}
        websiteMapLinkProps={{ to: '/sitemap' }}
        homeLinkProps={{ to: '/', title: `Accueil - ${TITRE_SITE}` }}
        contentDescription="Le registre national d'immatriculation des copropriétés recense les syndicats de copropriétaires des immeubles à usage total ou partiel d'habitation. Il est tenu par l'Agence nationale de l'habitat."
        bottomItems={[
          headerFooterDisplayItem,
          ...(version
            ? [
                <span key="version" className="fr-footer__bottom-link">
                  Version {libelleVersion(version)}
                </span>,
              ]
            : []),
        ]}
      />
      <Display />
      <BandeauConsentement />
    </>
  );
}
