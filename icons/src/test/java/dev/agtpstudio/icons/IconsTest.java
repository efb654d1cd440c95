package dev.agtpstudio.icons;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.InputStream;
import java.net.URL;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class IconsTest {
    @ParameterizedTest
    @EnumSource(Icon.class)
    void everyIconIsRenderedAtEverySizeAsASquarePng(Icon icon) throws Exception {
        for (int size : Icons.SIZES) {
            URL url = Icons.png(icon, size);
            try (InputStream in = url.openStream()) {
                BufferedImage img = ImageIO.read(in);
                assertThat(img).as(url.toString()).isNotNull();
                assertThat(img.getWidth()).as(url.toString()).isEqualTo(size);
                assertThat(img.getHeight()).as(url.toString()).isEqualTo(size);
            }
        }
        try (InputStream in = Icons.svg(icon).openStream()) {
            assertThat(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8))
                    .startsWith("<svg");
        }
    }

    @Test
    void picksTheSmallestSizeThatIsLargeEnough() {
        assertThat(Icons.png(Icon.APP, 20).getPath()).endsWith("/app/24.png");
        assertThat(Icons.png(Icon.AGIS, 16).getPath()).endsWith("/agis/16.png");
        assertThat(Icons.png(Icon.ENDPOINT, 4000).getPath()).endsWith("/endpoint/512.png");
        assertThat(Icons.allPngs(Icon.APP)).hasSize(8);
    }

    @Test
    void appIconHasTransparentCornersAndAnOpaqueCentre() throws Exception {
        BufferedImage img = ImageIO.read(Icons.png(Icon.APP, 128));
        assertThat(img.getRGB(0, 0) >>> 24).isZero();
        assertThat(img.getRGB(64, 20) >>> 24).isEqualTo(255);
    }
}
