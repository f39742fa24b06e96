import {
  attendreCaptcha,
  dernierCourriel,
  executerSql,
  expect,
  seConnecter,
  test,
  verifierAccessibilite,
} from '../fixtures/base';

// Issue 10 §6 : un visiteur écrit au teneur par /aide/formulaire (listes et champs exigés venant du serveur, nom de
// la copropriété retrouvé par son numéro, PDF contrôlé par le serveur, captcha), reçoit l'accusé dans la boîte de
// développement ; un teneur de l'assistance lit la demande, télécharge la pièce, la prend en charge et la clôt.

const HOTLINE = 'demo.teneur.hotline.ges@registre.local';
const PDF = Buffer.from('%PDF-1.7\n% releve des lots\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');

for (const largeur of [1280, 375]) {
  test.describe(`contact et réclamations à ${largeur} px`, () => {
    test.use({ viewport: { width: largeur, height: 900 } });

    test('un visiteur envoie une réclamation avec un PDF, un teneur la lit et la clôt', async ({
      page,
      request,
    }) => {
      // Deux personnes, deux pages, six contrôles axe : le parcours dépasse la durée par défaut.
      test.setTimeout(120_000);
      const [copro] = await executerSql<{ numero: string; nom: string }>(
        `SELECT numero_immatriculation AS numero, nom FROM copropriete
         WHERE etat = 'IMMATRICULEE_RATTACHEE' AND numero_immatriculation IS NOT NULL AND nom IS NOT NULL
         ORDER BY id LIMIT 1`,
      );
      const email = `coproprietaire.${largeur}.${Date.now()}@exemple.fr`;
      const objet = `Nombre de lots erroné (${largeur} px)`;

      // L'ancienne adresse mène au formulaire.
      await page.goto('/reclamation');
      await expect(page).toHaveURL(/\/aide\/formulaire$/);
      await expect(page).toHaveTitle('Nous contacter - Registre national des copropriétés');
      await verifierAccessibilite(page);

      const formulaire = page.getByRole('form', { name: 'Formulaire de contact' });
      await formulaire.getByLabel('Vous êtes').selectOption({ label: 'Copropriétaire' });
      await formulaire
        .getByLabel('Objet de votre demande')
        .selectOption({ label: 'Signaler une information erronée sur une copropriété' });
      // Ce type exige le numéro : le libellé le dit, et la précision est proposée.
      const champNumero = formulaire.getByRole('textbox', {
        name: /^Numéro d'immatriculation de la copropriété/,
      });
      await expect(champNumero).toHaveAccessibleName(/^Numéro d'immatriculation de la copropriété 2 lettres/);
      await formulaire.getByLabel('Précision').selectOption({ label: 'Nombre de lots' });
      await champNumero.fill(copro!.numero);
      await expect(page.getByTestId('nom-copropriete')).toContainText(copro!.nom);

      // Un fichier qui n'est pas un PDF est refusé par le serveur, avec son nom.
      const champFichier = formulaire.getByLabel('Pièce justificative (facultatif)');
      await champFichier.setInputFiles({
        name: 'photo.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('GIF89a pas un pdf'),
      });
      await expect(formulaire).toContainText('« photo.pdf »');
      await champFichier.setInputFiles({
        name: 'releve-des-lots.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await expect(page.getByTestId('piece-verifiee')).toContainText('releve-des-lots.pdf');

      await formulaire.getByLabel('Objet', { exact: true }).fill(objet);
      await formulaire
        .getByLabel('Votre message')
        .fill("L'annuaire indique 12 lots ; le règlement en compte 14.");
      await formulaire.getByLabel('Nom', { exact: true }).fill('Lemaire');
      await formulaire.getByLabel('Prénom').fill('Agathe');
      await formulaire.getByLabel('Adresse électronique').fill(email);
      await attendreCaptcha(page);
      await verifierAccessibilite(page);
      await formulaire.getByRole('button', { name: 'Envoyer ma demande' }).click();

      const succes = page.getByTestId('reclamation-envoyee');
      await expect(succes).toContainText(/Votre demande n° \d+ a bien été envoyée/);
      const numero = /n° (\d+)/.exec((await succes.textContent()) ?? '')![1]!;
      await expect(formulaire.getByLabel('Objet', { exact: true })).toHaveValue('');
      await verifierAccessibilite(page);

      // L'accusé de réception arrive dans la boîte de développement.
      const accuse = await dernierCourriel(request, email);
      expect(accuse).toContain(`demande n° ${numero}`);
      expect(accuse).toContain(objet);

      // Un teneur de l'assistance la lit, télécharge la pièce, la prend en charge puis la clôt.
      await seConnecter(page, HOTLINE);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bonjour/, { timeout: 15_000 });
      await page.goto('/reclamations?statut=NOUVELLE');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réclamations');
      const ligne = page.getByTestId('ligne-reclamation').filter({ hasText: objet });
      await expect(ligne).toHaveCount(1);
      await verifierAccessibilite(page);
      await ligne.getByRole('link', { name: objet }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Demande n° ${numero} : ${objet}`);
      await expect(page.getByTestId('message-reclamation')).toContainText('14');
      await expect(page.getByRole('main')).toContainText(copro!.nom);
      const lien = page.getByRole('link', { name: /Télécharger la pièce jointe « releve-des-lots\.pdf »/ });
      const piece = await page.request.get((await lien.getAttribute('href'))!);
      expect(piece.status()).toBe(200);
      expect((await piece.body()).equals(PDF)).toBe(true);
      await verifierAccessibilite(page);

      await page.getByRole('button', { name: 'Prendre en charge la demande' }).click();
      await expect(page.getByRole('main')).toContainText('En cours de traitement');
      await page.getByLabel('Commentaire (facultatif)').fill('Nombre de lots corrigé dans le registre.');
      await page.getByRole('button', { name: 'Clore la demande' }).click();
      await expect(page.getByRole('main').getByText('Traitée', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Clore la demande' })).toHaveCount(0);
      await verifierAccessibilite(page);

      const [entree] = await executerSql<{ detail: { motif?: string } }>(
        `SELECT detail FROM evenement_journal WHERE type_evenement = 'CLOTURE_RECLAMATION' AND id_cible = $1`,
        [Number(numero)],
      );
      expect(entree?.detail.motif).toBe('Nombre de lots corrigé dans le registre.');
    });
  });
}
