import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Declaration } from '@registre/domain';
import { creerCompteRepository } from '../../server/dist/repositories/compte.repository.js';
import { creerDeclarationRepository } from '../../server/dist/repositories/declaration.repository.js';
import { applicationE2E } from '../fixtures/application';
import { expect, seConnecter, test, verifierAccessibilite } from '../fixtures/base';

const SYNDIC = 'demo.pro.admin@registre.local';
const suffixe = `${Date.now()}`.slice(-7);
const NUMERO = `FS${suffixe}`;
const NOM = `Résidence de la fiche ${suffixe}`;

const contenu = (nbLots: number): Declaration => ({
  nomCopropriete: NOM,
  immatCopropriete: {
    identification: {
      nomCopropriete: NOM,
      adressePrincipale: {
        numeroVoie: '8',
        voie: 'rue Oberkampf',
        codePostal: '75011',
        commune: 'Paris',
        geolocalisee: true,
      },
      nbLots,
      nbLotsHab: 20,
      nbLotsHabBurCom: 22,
      syndicatPrincipal: true,
    },
    donneesTechniques: { nbBatimentsTotal: 2, typeChauffage: 'INDIVIDUEL', nbAscenseurs: 1 },
  },
});

/** Copropriété immatriculée, rattachée à l'établissement du syndic de démonstration, avec sa déclaration qui fait foi. */
async function creerCoproprieteImmatriculee(): Promise<number> {
  return applicationE2E(({ db }) =>
    db.transaction(async (tx) => {
      const compte = await creerCompteRepository(tx).parLogin(SYNDIC);
      const td = compte!.idTeledeclarant!;
      const depot = creerDeclarationRepository(tx);
      const id = await depot.creerCopropriete({
        etat: 'IMMATRICULEE_RATTACHEE',
        nom: NOM,
        numeroImmatriculation: NUMERO,
      });
      const idMandat = await depot.creerMandat({
        idCopropriete: id,
        idTeledeclarant: td,
        statut: 'COURANT',
        dateDebut: new Date('2025-07-01'),
        dateFin: new Date('2028-06-30'),
      });
      const idDeclaration = await depot.creer({
        idCopropriete: id,
        statut: 'COURANTE',
        idTeledeclarant: td,
        idCompteDeclarant: compte!.id,
        contenu: contenu(22),
      });
      await depot.modifierCopropriete(id, {
        idTeledeclarantCourant: td,
        idMandatCourant: idMandat,
        idDeclarationCourante: idDeclaration,
      });
      return id;
    }),
  );
}

/** Une nouvelle déclaration validée fait foi (mise à jour annuelle validée par le teneur). */
async function nouvelleDeclarationCourante(idCopropriete: number): Promise<void> {
  await applicationE2E(({ db }) =>
    db.transaction(async (tx) => {
      const compte = await creerCompteRepository(tx).parLogin(SYNDIC);
      const depot = creerDeclarationRepository(tx);
      const idDeclaration = await depot.creer({
        idCopropriete,
        statut: 'COURANTE',
        idTeledeclarant: compte!.idTeledeclarant!,
        idCompteDeclarant: compte!.id,
        contenu: contenu(24),
      });
      await depot.modifierCopropriete(idCopropriete, { idDeclarationCourante: idDeclaration });
    }),
  );
}

/** Télécharge la fiche par un lien, comme l'action de ligne de la liste ; renvoie son nom et son empreinte. */
async function telechargerFiche(page: Page, idCopropriete: number) {
  const [telechargement] = await Promise.all([
    page.waitForEvent('download'),
    page.evaluate((href) => {
      const lien = document.createElement('a');
      lien.href = href;
      lien.download = '';
      document.body.append(lien);
      lien.click();
      lien.remove();
    }, `/api/coproprietes/${idCopropriete}/fiche-synthetique`),
  ]);
  const chemin = (await telechargement.path())!;
  const octets = await readFile(chemin);
  expect(octets.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return {
    chemin,
    nom: telechargement.suggestedFilename(),
    empreinte: createHash('sha256').update(octets).digest('hex'),
  };
}

test.describe('fiche synthétique', () => {
  test('elle se télécharge, sa page de vérification la dit courante, puis plus courante', async ({
    page,
    browser,
    baseURL,
  }) => {
    const idCopropriete = await creerCoproprieteImmatriculee();
    await seConnecter(page, SYNDIC);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const premiere = await telechargerFiche(page, idCopropriete);
    expect(premiere.nom).toMatch(new RegExp(`^${NUMERO}_fiche_synthetique_\\d{8}\\.pdf$`));

    // La page publique répond sans compte : navigateur sans session (choix des cookies déjà fait).
    const contexte = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    await contexte.addInitScript(() =>
      localStorage.setItem(
        'registre.consentement-cookies',
        JSON.stringify({ accepte: false, le: Date.now() }),
      ),
    );
    const publique = await contexte.newPage();
    await publique.goto(`/fiche-synthetique/verification/${premiere.empreinte}`);
    await expect(
      publique.getByRole('heading', { level: 1, name: 'Vérifier une fiche synthétique' }),
    ).toBeVisible();
    await expect(publique.getByText('Cette fiche synthétique est la fiche courante')).toBeVisible();
    await expect(publique.getByText(new RegExp(`${NUMERO} — ${NOM}`))).toBeVisible();
    await verifierAccessibilite(publique);

    // Le fichier reçu se vérifie aussi sur la page, sans l'envoyer : son empreinte est calculée dans le navigateur.
    await publique.goto('/fiche-synthetique/verification');
    await verifierAccessibilite(publique);
    await publique.getByLabel('Vérifier un fichier de fiche synthétique').setInputFiles(premiere.chemin);
    await expect(publique).toHaveURL(new RegExp(`/fiche-synthetique/verification/${premiere.empreinte}$`));
    await expect(publique.getByText('Cette fiche synthétique est la fiche courante')).toBeVisible();

    // Une autre déclaration fait foi, une nouvelle fiche est émise : la première n'est plus la fiche courante.
    await nouvelleDeclarationCourante(idCopropriete);
    const seconde = await telechargerFiche(page, idCopropriete);
    expect(seconde.empreinte).not.toBe(premiere.empreinte);
    await publique.goto(`/fiche-synthetique/verification/${premiere.empreinte}`);
    await expect(publique.getByText("Cette fiche synthétique n'est plus la fiche courante")).toBeVisible();
    await verifierAccessibilite(publique);
    await publique.goto(`/fiche-synthetique/verification/${seconde.empreinte}`);
    await expect(publique.getByText('Cette fiche synthétique est la fiche courante')).toBeVisible();

    // Une adresse tronquée est signalée en français, sans appel au registre.
    await publique.goto(`/fiche-synthetique/verification/${seconde.empreinte.slice(0, 20)}`);
    await expect(publique.getByText('Adresse de vérification incomplète')).toBeVisible();
    await verifierAccessibilite(publique);
    await contexte.close();
  });
});
